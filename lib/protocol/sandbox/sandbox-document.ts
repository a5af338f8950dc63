// The document `Run JavaScript` runs in: loaded as the srcdoc of an iframe sandboxed with
// `allow-scripts` only, so it has an opaque origin (no cookies, no IndexedDB or storage of Moonlit's,
// no access to the page), and its CSP lets nothing load or connect. It runs the code in a worker
// made from a blob (which inherits that CSP), so an endless loop blocks the worker, never the page;
// the page ends it by removing the iframe.

/** Messages the sandbox posts to the page. */
export type SandboxMessage =
  | { type: "ready" }
  | { type: "log"; line: string }
  | { type: "done"; value?: string }
  | { type: "error"; message: string };

export const SANDBOX_CSP = "default-src 'none'; script-src 'unsafe-inline' blob:; worker-src blob:; connect-src 'none'";

/** Longest console output the worker sends; past it, lines are dropped (counted on the page's side). */
export const MAX_LOG_CHARS = 20_000;

// Runs first in the worker: console output goes to the page, values are shown as JSON where they can be.
const WORKER_PRELUDE = `(function () {
  var sent = 0, dropped = false;
  function show(value) {
    if (typeof value === "string") return value;
    if (value instanceof Error) return String(value);
    try { var json = JSON.stringify(value); if (json !== undefined) return json; } catch (e) {}
    return String(value);
  }
  function print() {
    var line = Array.prototype.map.call(arguments, show).join(" ");
    if (sent + line.length > ${MAX_LOG_CHARS}) {
      if (!dropped) postMessage({ type: "log", line: "… (further output dropped)" });
      dropped = true;
      return;
    }
    sent += line.length;
    postMessage({ type: "log", line: line });
  }
  ["log", "info", "warn", "error", "debug"].forEach(function (level) { console[level] = print; });
  self.__moonlitShow = show;
})();
`;

// The code is the body of an async function: a top-level \`return\` gives the result, \`await\` works.
const WORKER_START = "(async function () {\n";
const WORKER_END = `
})().then(
  function (value) { postMessage(value === undefined ? { type: "done" } : { type: "done", value: self.__moonlitShow(value) }); },
  function (error) { postMessage({ type: "error", message: String(error) }); }
);
`;

// The sandbox's own script: takes one run request from its parent, starts the worker and relays.
const HOST_SCRIPT = `(function () {
  var started = false;
  addEventListener("message", function (event) {
    if (event.source !== parent || started) return;
    var data = event.data;
    if (!data || data.type !== "run" || typeof data.code !== "string") return;
    started = true;
    var source = ${JSON.stringify(WORKER_PRELUDE + WORKER_START)} + data.code + ${JSON.stringify(WORKER_END)};
    try {
      var worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
      worker.onmessage = function (e) { parent.postMessage(e.data, "*"); };
      worker.onerror = function (e) {
        e.preventDefault();
        parent.postMessage({ type: "error", message: e.message || "The code could not run." }, "*");
      };
    } catch (error) {
      parent.postMessage({ type: "error", message: String(error) }, "*");
    }
  });
  parent.postMessage({ type: "ready" }, "*");
})();`;

/** The sandbox's inline script as it stands in the document: the page's CSP allows it by hash (a srcdoc document inherits that policy). */
export const SANDBOX_INLINE_SCRIPT = HOST_SCRIPT.replace(/<\//g, "<\\/");

export const SANDBOX_DOCUMENT = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}"></head><body><script>${SANDBOX_INLINE_SCRIPT}</script></body></html>`;
