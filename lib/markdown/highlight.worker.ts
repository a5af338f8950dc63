// The code highlighter's worker: tokenises off the main thread and posts the tokens back.
import { highlightInThread } from "./highlight-core";
import type { HighlightReply, HighlightRequest } from "./highlighter";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<HighlightRequest>) => void): void;
  postMessage(message: HighlightReply): void;
};

scope.addEventListener("message", (event) => {
  const { id, code, label } = event.data;
  highlightInThread(code, label).then(
    (lines) => scope.postMessage({ id, lines }),
    (error: unknown) => scope.postMessage({ id, lines: null, error: error instanceof Error ? error.message : String(error) }),
  );
});
