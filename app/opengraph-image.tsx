import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { en } from "@/lib/i18n/en";
import { BRAND_BACKGROUND } from "./brand";

// The picture a link to Moonlit shows when shared (Open Graph, and X's large card): the icon, the
// name and what it is. Drawn once at build time, in English (one image serves every visitor).

export const alt = `${en["app.name"]}: ${en["app.description"]}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function OpenGraphImage() {
  const svg = await readFile(path.join(process.cwd(), "app", "icon.svg"));
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          alignItems: "center",
          gap: 64,
          padding: "0 96px",
          background: `linear-gradient(135deg, ${BRAND_BACKGROUND} 0%, #09090b 100%)`,
          color: "#f4f4f5",
        }}
      >
        <img src={`data:image/svg+xml;base64,${svg.toString("base64")}`} width={280} height={280} alt="" />
        <div style={{ display: "flex", flexDirection: "column", gap: 20, maxWidth: 660 }}>
          <div style={{ fontSize: 96, fontWeight: 700, letterSpacing: -2 }}>{en["app.name"]}</div>
          <div style={{ fontSize: 40, lineHeight: 1.3, color: "#c7d2fe" }}>{en["app.description"]}</div>
        </div>
      </div>
    ),
    size,
  );
}
