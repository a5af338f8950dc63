import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { BRAND_BACKGROUND } from "../brand";

// PNG icons drawn from app/icon.svg while `next build` prerenders them (nothing is downloaded and no
// binary is committed). `bleed` fills the whole square with the brand colour, for icons that the
// platform masks itself (Android's maskable icons, iOS's home screen); `scale` shrinks the art into
// the mask's safe zone.

export interface IconShape {
  size: number;
  scale?: number;
  bleed?: boolean;
}

export async function iconImage({ size, scale = 1, bleed = false }: IconShape): Promise<ImageResponse> {
  const svg = await readFile(path.join(process.cwd(), "app", "icon.svg"));
  const art = Math.round(size * scale);
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: bleed ? BRAND_BACKGROUND : "transparent",
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, never rendered as a page */}
        <img src={`data:image/svg+xml;base64,${svg.toString("base64")}`} width={art} height={art} alt="" />
      </div>
    ),
    { width: size, height: size },
  );
}
