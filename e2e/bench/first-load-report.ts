import { budgetVerdict, type FetchedGroup, type FirstLoadFigures } from "./first-load-figures";
import { kib, table } from "./text-table";

// The first-load figures as a table of scripts, then the totals beside the budget (a printed
// verdict, never an assertion), then the stylesheets, fonts and the rest apart.

const fileName = (url: string) => new URL(url).pathname.split("/").pop() || new URL(url).pathname;

function totals(label: string, g: FetchedGroup): string {
  return `${label}: ${g.files.length} file(s), ${kib(g.gzipBytes)} KiB gzip -9 (${kib(g.bytes)} KiB raw), ${kib(g.wireBytes)} KiB on the wire`;
}

export function formatFirstLoad(f: FirstLoadFigures): string[] {
  const s = f.scripts;
  return [
    "First load of / with a fresh profile: what Chromium fetched before the load event (wire = headers and body as served by next start)",
    table([
      ["script", "raw KiB", "gzip -9 KiB", "wire KiB"],
      ...s.files.map((file) => [fileName(file.url), kib(file.bytes), kib(file.gzipBytes), kib(file.wireBytes)]),
      [`total (${s.files.length} scripts)`, kib(s.bytes), kib(s.gzipBytes), kib(s.wireBytes)],
    ]),
    `JavaScript before load: ${kib(s.gzipBytes)} KiB gzip -9, budget ${kib(f.budgetBytes)} KiB: ${budgetVerdict(f)}`,
    "also before load, not in the budget (it is for JavaScript):",
    `  ${totals("CSS", f.styles)}`,
    `  ${totals("fonts", f.fonts)}`,
    `  ${totals("other (document, fetches, images)", f.other)}`,
    `after load, until the network was idle: ${totals("scripts", f.laterScripts)}`,
  ];
}
