import { iconImage, type IconShape } from "../icon-image";

// The manifest's PNG icons, made once at build time: /icons/192.png, /icons/512.png and
// /icons/maskable-512.png (its art within the middle 80% that every mask keeps).

const ICONS: Record<string, IconShape> = {
  "192.png": { size: 192 },
  "512.png": { size: 512 },
  "maskable-512.png": { size: 512, scale: 0.8, bleed: true },
};

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ICONS).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return iconImage(ICONS[file]);
}
