import type { Page } from "@playwright/test";
import { searchShown, type SearchSample, type SearchShown, type SidebarState } from "./history-figures";
import { SEARCH_RECORDER, SIDEBAR_QUIET } from "./history-probes";
import { WARM_UP_QUERY, type HistoryQuery } from "./history-queries";

// Searching as a person does: click "Search conversations", type the query a key at a time, and see
// when the sidebar shows its answer (history-figures.ts: searchShown). Between queries the box is
// emptied and the sidebar left to settle. The time is read from the page's own clock (the last
// keydown, the frame after the answer was drawn); node only asks now and then whether it has settled.

export interface SearchOptions {
  keyDelayMs: number;
  /** A query not answered within this is reported as not done, and the rest are skipped. */
  capMs: number;
  /** The same for the first query, which may wait for an index to be built. */
  readyCapMs: number;
  /** The answer counts once the sidebar has kept it this long. */
  settleMs: number;
}

interface Recorded {
  keys: number[];
  states: SidebarState[];
  now: number;
}

const QUIET_MS = 1000;

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search conversations" });
}

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const record = (window as unknown as { __benchSearch: { keys: number[]; states: SidebarState[]; now: () => number } }).__benchSearch;
    return { keys: record.keys, states: record.states, now: record.now() };
  });
}

/** Until the sidebar has not changed for a second (or the cap passed). */
async function sidebarQuiet(page: Page, capMs: number): Promise<void> {
  await page.evaluate(`(${SIDEBAR_QUIET})(${JSON.stringify([QUIET_MS, capMs])})`);
}

/** Types `text` (`check`: what its rows hold, or null for none) and waits for the answer; null after the cap. */
async function typeAndTime(page: Page, text: string, check: string | null, options: SearchOptions, capMs = options.capMs): Promise<SearchShown | null> {
  const box = searchBox(page);
  await box.fill("");
  await sidebarQuiet(page, options.capMs);
  await page.evaluate(`(${SEARCH_RECORDER})(${JSON.stringify(check)})`);
  await box.click();
  await box.pressSequentially(text, { delay: options.keyDelayMs });
  const deadline = Date.now() + capMs;
  for (;;) {
    const seen = await recorded(page);
    if (seen.keys.length < text.length) throw new Error(`search: ${seen.keys.length} of ${text.length} keys of ${JSON.stringify(text)} reached the box`);
    const lastKeyAt = Math.max(...seen.keys);
    const shown = searchShown(seen.states, lastKeyAt, seen.now, options.settleMs);
    if (shown) return shown;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SearchRun {
  /** The first query, matching nothing, typed after the load (the index built, if there is one). */
  warmUp: SearchShown | null;
  samples: SearchSample[];
}

export async function runSearches(page: Page, queries: readonly HistoryQuery[], options: SearchOptions): Promise<SearchRun> {
  await searchBox(page).waitFor();
  const warmUp = await typeAndTime(page, WARM_UP_QUERY, null, options, options.readyCapMs);
  const samples: SearchSample[] = [];
  if (!warmUp) return { warmUp, samples };
  for (const query of queries) {
    const shown = await typeAndTime(page, query.text, query.text.toLowerCase(), options);
    samples.push({ query: query.text, kind: query.kind, shown });
    if (!shown) break;
  }
  await searchBox(page).fill("");
  await sidebarQuiet(page, options.capMs);
  return { warmUp, samples };
}
