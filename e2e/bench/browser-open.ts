import type { BrowserContext, Page } from "@playwright/test";
import { withListOrder } from "@/lib/db/list-order";
import { LONG_TASK_RECORDER, longTaskShare, longTasks } from "./browser-chromium";
import { seedConversation, type SeedConversation } from "./browser-seed";
import { median } from "./stats";

// Opening a conversation: seed IndexedDB from the page, then navigate to /c/<id> and time navigation
// start → the last assistant message's text on screen (found in a rAF poll, stamped one frame later,
// i.e. after that frame was painted). Small and large conversations alternate, after a warm-up.

export interface OpenRun {
  ms: number;
  longTaskMs: number;
  longestTaskMs: number;
}

export interface OpenFigures {
  messages: number;
  runs: OpenRun[];
  medianMs: number;
  medianLongTaskMs: number;
  maxLongestTaskMs: number;
}

// Raw IndexedDB, in the page. Waits until the app (Dexie) has created the database and its stores,
// then writes the rows in one transaction. A string so no transpiler helper leaks into the page.
const SEED_SCRIPT = `async (seeds) => {
  const deadline = Date.now() + 30000;
  for (;;) {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (names.includes("moonlit")) break;
    if (Date.now() > deadline) throw new Error("the app did not create the moonlit database within 30 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open("moonlit");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    for (const store of ["conversations", "messages"]) {
      if (!db.objectStoreNames.contains(store)) throw new Error("moonlit database has no " + store + " store");
    }
    await new Promise((resolve, reject) => {
      const tx = db.transaction(["conversations", "messages"], "readwrite");
      for (const seed of seeds) {
        tx.objectStore("conversations").put(seed.conversation);
        for (const message of seed.messages) tx.objectStore("messages").put(message);
      }
      tx.oncomplete = () => resolve(undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}`;

/** For addInitScript: window.__benchVisible[marker] = ms after navigation start, once painted. */
function visibilityWatcher(markers: readonly string[]): string {
  return `(() => {
    const markers = ${JSON.stringify(markers)};
    window.__benchVisible = {};
    const check = () => {
      const articles = document.querySelectorAll('article[aria-label="Assistant message"]');
      const last = articles[articles.length - 1];
      if (last) {
        for (const marker of markers) {
          if (window.__benchVisible[marker] !== undefined || !last.textContent.includes(marker)) continue;
          const rect = last.getBoundingClientRect();
          if (rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight) {
            window.__benchVisible[marker] = -1;
            requestAnimationFrame(() => { window.__benchVisible[marker] = performance.now(); });
          }
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

export async function seedConversations(page: Page, baseUrl: string, seeds: readonly SeedConversation[]): Promise<void> {
  await page.goto(`${baseUrl}/`);
  // Rows as the app stores them: with their place in the sidebar's order, which Dexie adds on its writes.
  const stored = seeds.map((seed) => ({ ...seed, conversation: withListOrder(seed.conversation) }));
  await page.evaluate(`(${SEED_SCRIPT})(${JSON.stringify(stored)})`);
}

async function openOnce(page: Page, url: string, marker: string, timeoutMs: number): Promise<OpenRun> {
  await page.goto(url, { waitUntil: "commit" });
  const handle = await page.waitForFunction((m) => ((window as unknown as { __benchVisible?: Record<string, number> }).__benchVisible?.[m] ?? 0) > 0, marker, {
    timeout: timeoutMs,
    polling: 50,
  });
  await handle.dispose();
  const ms = await page.evaluate((m) => (window as unknown as { __benchVisible: Record<string, number> }).__benchVisible[m], marker);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const tasks = (await longTasks(page)) ?? [];
  const share = longTaskShare(tasks, origin, origin + ms);
  return { ms, longTaskMs: share.totalMs, longestTaskMs: share.longestMs };
}

export interface OpenBenchOptions {
  sizes: number[];
  reps: number;
  timeoutMs?: number;
}

export async function measureOpen(context: BrowserContext, baseUrl: string, options: OpenBenchOptions): Promise<OpenFigures[]> {
  const seeds = options.sizes.map((size, i) => seedConversation(`bench-open-${i}-${size}`, size));
  await context.addInitScript({ content: LONG_TASK_RECORDER });
  await context.addInitScript({ content: visibilityWatcher(seeds.map((seed) => seed.lastMarker)) });
  const seeding = await context.newPage();
  await seedConversations(seeding, baseUrl, seeds);
  await seeding.close();

  const runs: OpenRun[][] = seeds.map(() => []);
  for (let rep = -1; rep < options.reps; rep++) {
    for (const [i, seed] of seeds.entries()) {
      const page = await context.newPage();
      try {
        const run = await openOnce(page, `${baseUrl}/c/${seed.conversation.id}`, seed.lastMarker, options.timeoutMs ?? 60_000);
        if (rep >= 0) runs[i].push(run); // rep -1 warms the server and the HTTP cache
      } finally {
        await page.close();
      }
    }
  }
  return seeds.map((seed, i) => ({
    messages: seed.messages.length,
    runs: runs[i],
    medianMs: median(runs[i].map((run) => run.ms)),
    medianLongTaskMs: median(runs[i].map((run) => run.longTaskMs)),
    maxLongestTaskMs: Math.max(0, ...runs[i].map((run) => run.longestTaskMs)),
  }));
}
