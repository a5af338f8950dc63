import type { MetadataRoute } from "next";
import { en } from "@/lib/i18n/en";
import { THEME_COLORS } from "@/components/theme/theme-colors";
import { BRAND_BACKGROUND } from "./brand";

// The web app manifest (/manifest.webmanifest): what an installed Moonlit is called, how it opens,
// and its icons (app/icon.svg, and the PNGs app/icons draws from it). One manifest serves every
// visitor, so it is in English; the app inside speaks the person's language.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: en["app.name"],
    short_name: en["app.name"],
    description: en["app.description"],
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The splash screen: the icon on its own colour, neither theme's glare.
    background_color: BRAND_BACKGROUND,
    theme_color: THEME_COLORS.light,
    categories: ["productivity", "utilities"],
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
