// Page-side probes of the history part, as strings so no transpiler helper leaks into the page. Each
// finds what a person sees in an animation frame and stamps the frame after it (after that frame was
// painted), on the epoch clock (performance.timeOrigin + performance.now(), as the long tasks are).
// They read the English UI: "Imported N conversations.", "Searching…", "Indexing N of M…".

/** The sidebar's rows: one link per conversation. */
const ROWS = `nav[aria-label="Conversations"] a[href^="/c/"]`;

/**
 * For an init script of the import page: window.__benchImport = { chosenAt, doneAt, text, failed }.
 * chosenAt is the file input's change event; doneAt the frame after the settings dialog first shows
 * the import's outcome (its count, or "Could not import").
 */
export const IMPORT_WATCHER = `(() => {
  window.__benchImport = { chosenAt: 0, doneAt: 0, text: "", failed: false };
  const now = () => performance.timeOrigin + performance.now();
  const check = () => {
    const text = Array.from(document.querySelectorAll('dialog, [role="dialog"]'), (dialog) => dialog.textContent).join(" ");
    const done = /Imported [\\d,]+ conversations?\\./.exec(text);
    const failed = /Could not import[^]{0,200}/.exec(text);
    if (done || failed) {
      window.__benchImport.text = (done || failed)[0];
      window.__benchImport.failed = !done;
      requestAnimationFrame(() => { window.__benchImport.doneAt = now(); });
      return;
    }
    requestAnimationFrame(check);
  };
  addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "file" && !window.__benchImport.chosenAt) {
      window.__benchImport.chosenAt = performance.timeOrigin + event.timeStamp;
      requestAnimationFrame(check);
    }
  }, true);
})();`;

/** For an init script of a cold load: window.__benchFirstRow = ms after navigation start, once painted. */
export const FIRST_ROW_PROBE = `(() => {
  window.__benchFirstRow = 0;
  const check = () => {
    const row = document.querySelector(${JSON.stringify(ROWS)});
    const box = row && row.getBoundingClientRect();
    if (box && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0) {
      requestAnimationFrame(() => { window.__benchFirstRow = performance.now(); });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * Installed before a query is typed (argument: the text each matching row holds, lower case, or null
 * for a query that matches nothing). Records window.__benchSearch = { keys, states, now() }: keys are
 * the search box's keydown times (the platform's, so a busy page does not delay them); states are what
 * the sidebar showed, one entry each time it changed: { at (the frame after), sig (an id per distinct
 * list: every row's name, text and marked words, and whether a status shows), ok }. ok: no
 * "Searching…" or index progress, and at least one row of which at least half hold the query (or, with
 * null, "No conversations match." and no row).
 */
export const SEARCH_RECORDER = `(check) => {
  if (window.__benchSearch) window.__benchSearch.stop();
  const clock = () => performance.timeOrigin + performance.now();
  const nav = document.querySelector('nav[aria-label="Conversations"]');
  const aside = (nav && nav.closest("aside")) || document.body;
  const ids = new Map();
  const record = { keys: [], states: [], now: clock, stop: () => {} };
  const read = () => {
    const text = aside.textContent || "";
    const busy = text.includes("Searching\\u2026") || /Indexing [\\d,]+ of [\\d,]+/.test(text) || aside.querySelector('[aria-label="Search index"]') !== null;
    const rows = Array.from(aside.querySelectorAll(${JSON.stringify(ROWS)}));
    const parts = rows.map((row) => [row.getAttribute("aria-label"), row.textContent, Array.from(row.querySelectorAll("mark"), (m) => m.textContent).join("|")].join("\\u0001"));
    const sigText = (busy ? "busy\\n" : "") + (rows.length > 0 ? parts.join("\\n") : "empty:" + (nav ? nav.textContent : ""));
    if (!ids.has(sigText)) ids.set(sigText, ids.size + 1);
    const held = rows.filter((row) => check !== null && ((row.getAttribute("aria-label") || "") + " " + row.textContent).toLowerCase().includes(check)).length;
    const ok = !busy && (check === null ? rows.length === 0 && /No conversations match/.test(nav ? nav.textContent : "") : rows.length > 0 && held * 2 >= rows.length);
    return { sig: ids.get(sigText), ok };
  };
  let scheduled = false;
  const sample = () => {
    scheduled = false;
    const state = read();
    const last = record.states[record.states.length - 1];
    if (last && last.sig === state.sig) return;
    const entry = { at: 0, sig: state.sig, ok: state.ok };
    record.states.push(entry);
    requestAnimationFrame(() => { entry.at = clock(); });
  };
  const observer = new MutationObserver(() => {
    if (!scheduled) { scheduled = true; requestAnimationFrame(sample); }
  });
  observer.observe(aside, { subtree: true, childList: true, characterData: true });
  const onKey = (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "search") record.keys.push(performance.timeOrigin + event.timeStamp);
  };
  addEventListener("keydown", onKey, true);
  record.stop = () => { observer.disconnect(); removeEventListener("keydown", onKey, true); };
  window.__benchSearch = record;
  const first = read();
  record.states.push({ at: clock(), sig: first.sig, ok: first.ok });
}`;

/** Resolves once the sidebar has not changed for `quietMs` and shows no status, or after `capMs` (false). */
export const SIDEBAR_QUIET = `([quietMs, capMs]) => new Promise((resolve) => {
  const nav = document.querySelector('nav[aria-label="Conversations"]');
  const aside = (nav && nav.closest("aside")) || document.body;
  const started = performance.now();
  let changed = performance.now();
  const observer = new MutationObserver(() => { changed = performance.now(); });
  observer.observe(aside, { subtree: true, childList: true, characterData: true, attributes: true });
  const tick = () => {
    const text = aside.textContent || "";
    const busy = text.includes("Searching\\u2026") || /Indexing [\\d,]+ of [\\d,]+/.test(text);
    if (busy) changed = performance.now();
    if (performance.now() - changed >= quietMs || performance.now() - started > capMs) {
      observer.disconnect();
      resolve(performance.now() - changed >= quietMs);
      return;
    }
    setTimeout(tick, 50);
  };
  tick();
})`;
