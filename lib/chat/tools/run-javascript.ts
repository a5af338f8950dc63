// The Run JavaScript built-in, on the page's side: one sandboxed iframe per run (see
// sandbox-document.ts), removed when the run ends, when the reply is stopped, or at the time limit,
// which ends its worker mid-loop.

import { RUN_JAVASCRIPT_TIME_LIMIT_MS } from "./limits";
import { runOutput } from "./run-output";
import { MAX_LOG_CHARS, SANDBOX_DOCUMENT, type SandboxMessage } from "@/lib/protocol/sandbox/sandbox-document";
import { failed, ok, type ToolOutcome } from "./tool-outcome";

export interface RunOptions {
  timeLimitMs?: number;
  /** Where the hidden iframe goes while it runs. */
  container?: HTMLElement;
}

export function runJavaScript(input: Record<string, unknown>, signal: AbortSignal, options: RunOptions = {}): Promise<ToolOutcome> {
  const code = input.code;
  if (typeof code !== "string" || code.trim() === "") return Promise.resolve(failed("Give the code as a non-empty string in `code`."));
  if (typeof document === "undefined") return Promise.resolve(failed("Run JavaScript needs a browser."));
  if (signal.aborted) return Promise.resolve(failed("Not run: the reply was stopped."));
  const timeLimitMs = options.timeLimitMs ?? RUN_JAVASCRIPT_TIME_LIMIT_MS;

  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    // Scripts only: no allow-same-origin (so an opaque origin), no forms, popups or navigation.
    iframe.setAttribute("sandbox", "allow-scripts");
    iframe.setAttribute("aria-hidden", "true");
    iframe.tabIndex = -1;
    iframe.hidden = true;
    iframe.srcdoc = SANDBOX_DOCUMENT;
    const lines: string[] = [];
    let logged = 0;

    const finish = (outcome: ToolOutcome) => {
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      signal.removeEventListener("abort", onAbort);
      iframe.remove();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Only this run's sandbox speaks to this run.
      if (event.source === null || event.source !== iframe.contentWindow) return;
      const message = event.data as SandboxMessage | null;
      switch (message?.type) {
        case "ready":
          iframe.contentWindow?.postMessage({ type: "run", code }, "*");
          return;
        case "log": {
          const line = String(message.line);
          logged += line.length;
          // The worker caps its console; code posting by itself past that is cut off.
          if (logged > 2 * MAX_LOG_CHARS) finish(failed(runOutput({ lines, error: "Stopped: the code sent too much output." })));
          else lines.push(line);
          return;
        }
        case "done":
          finish(ok(runOutput({ lines, value: message.value === undefined ? undefined : String(message.value) })));
          return;
        case "error":
          finish(failed(runOutput({ lines, error: String(message.message) })));
          return;
      }
    };
    const onAbort = () => finish(failed(runOutput({ lines, error: "Stopped: the reply was stopped." })));
    const seconds = Math.round(timeLimitMs / 100) / 10;
    const timer = setTimeout(
      () => finish(failed(runOutput({ lines, error: `Stopped after ${seconds} s: the code was still running at the time limit.` }))),
      timeLimitMs,
    );

    window.addEventListener("message", onMessage);
    signal.addEventListener("abort", onAbort, { once: true });
    (options.container ?? document.body).append(iframe);
  });
}
