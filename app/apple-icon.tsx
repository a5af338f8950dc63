import { iconImage } from "./icons/icon-image";

// The iOS home-screen icon (Next links it as apple-touch-icon). iOS rounds the corners itself and
// shows transparency as black, so the brand colour fills the square.
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return iconImage({ size: 180, bleed: true });
}
