// Chart colours that read on both the light and the dark page: mid-tone series colours (Tailwind's
// 500s), and axis text taken from the page's own text colour when the chart is drawn.

export const SERIES_COLORS = ["#6366f1", "#f59e0b", "#10b981", "#0ea5e9", "#f43f5e", "#a855f7"] as const;

export const GRID_COLOR = "rgba(128, 128, 128, 0.22)";

/** A colour with alpha, for an area under a line. */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
