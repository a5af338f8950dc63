// Runs one built-in tool call. Each built-in is fetched the first time it is used (the calculator's
// starts a worker that brings mathjs), so none of them weighs on the page or the engine until a model
// calls it.

import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import { errorMessage } from "@/lib/async/error-message";
import { takesObject } from "./takes-object";
import { failed, type ToolOutcome } from "./tool-outcome";
import type { BuiltinSource, ToolRunner } from "./tool-runner";

type Run = (input: Record<string, unknown>, signal: AbortSignal) => ToolOutcome | Promise<ToolOutcome>;

const LOADERS: Record<BuiltinToolName, () => Promise<Run>> = {
  calculator: () => import("./calculator-client").then((m) => m.calculateInWorker),
  date_time: () => import("./date-time").then((m) => (input: Record<string, unknown>) => m.currentDateTime(input)),
  run_javascript: () => import("./run-javascript").then((m) => m.runJavaScript),
};

export const runBuiltinTool: ToolRunner<BuiltinSource> = takesObject(async ({ source: { name } }, input, signal) => {
  try {
    const run = await LOADERS[name]();
    return await run(input, signal);
  } catch (error) {
    // A built-in that could not load (offline after a deploy) or broke: the model hears why.
    return failed(`The ${name} tool failed: ${errorMessage(error)}`);
  }
});
