// Sorts what a cold load fetched into the figures the bench prints. The budget is for JavaScript:
// scripts requested before `load`, gzip -9 of each body. Stylesheets, fonts and the document are
// counted too, but apart, for context.

/** Scripts requested before `load`, gzip -9, summed: at most this (150 KiB). */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

export interface Fetched {
  url: string;
  /** The DevTools protocol's resource type: Script, Stylesheet, Font, Document, Fetch, Image, … */
  type: string;
  /** When it was requested, on the protocol's monotonic clock (seconds). */
  requestedAt: number;
  bytes: number;
  /** The body gzipped at level 9. */
  gzipBytes: number;
  /** What Chromium received for it (headers and the body as the server encoded it). */
  wireBytes: number;
}

export interface FetchedGroup {
  files: Fetched[];
  bytes: number;
  gzipBytes: number;
  wireBytes: number;
}

export interface FirstLoadFigures {
  /** Before `load`, largest (gzip) first. */
  scripts: FetchedGroup;
  styles: FetchedGroup;
  fonts: FetchedGroup;
  /** The HTML, fetches, images, the manifest: anything else before `load`. */
  other: FetchedGroup;
  /** Scripts requested after `load`, until the network was idle. */
  laterScripts: FetchedGroup;
  budgetBytes: number;
}

function group(files: Fetched[]): FetchedGroup {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: "bytes" | "gzipBytes" | "wireBytes") => sorted.reduce((total, file) => total + file[key], 0);
  return { files: sorted, bytes: sum("bytes"), gzipBytes: sum("gzipBytes"), wireBytes: sum("wireBytes") };
}

export function groupFirstLoad(fetched: readonly Fetched[], loadAt: number): FirstLoadFigures {
  const before = fetched.filter((file) => file.requestedAt <= loadAt);
  const after = fetched.filter((file) => file.requestedAt > loadAt);
  const ofType = (type: string) => before.filter((file) => file.type === type);
  return {
    scripts: group(ofType("Script")),
    styles: group(ofType("Stylesheet")),
    fonts: group(ofType("Font")),
    other: group(before.filter((file) => !["Script", "Stylesheet", "Font"].includes(file.type))),
    laterScripts: group(after.filter((file) => file.type === "Script")),
    budgetBytes: FIRST_LOAD_BUDGET_BYTES,
  };
}

/** "pass" when the first-load scripts fit the budget, else "over". */
export function budgetVerdict(figures: FirstLoadFigures): "pass" | "over" {
  return figures.scripts.gzipBytes <= figures.budgetBytes ? "pass" : "over";
}
