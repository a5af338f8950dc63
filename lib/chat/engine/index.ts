// The engine's public surface: all a component may import from lib/chat/engine (eslint.config.mjs
// holds them to it). Light on purpose, as the chat page's first load imports it: the engine itself
// loads on the first action (lib/chat/hooks/use-engine.ts), and nothing here pulls it in.

import type { writeSummary as write } from "./summarise";

export type { Engine } from "./engine";
export { reportError, setErrorReporter } from "./error-reporter";
export { awaitingAnswersOf } from "./pending-tool-calls";

/** Asks the model for a summary (summarise.ts); its reading of the reply loads only when asked. */
export async function writeSummary(...args: Parameters<typeof write>): ReturnType<typeof write> {
  const { writeSummary: run } = await import("./summarise");
  return run(...args);
}
