// Function tools take a JSON object. Anthropic sends one; OpenAI sends a JSON string, which may not
// parse: such arguments are answered with an error the model can act on, and the tool never runs.

import { errorMessage } from "@/lib/async/error-message";
import { isRecord } from "@/lib/protocol/is-record";
import type { CallToRun, RunnableSource, ToolRunner } from "./tool-runner";
import type { ToolOutcome } from "./tool-outcome";

type ObjectRunner<S extends RunnableSource> = (call: CallToRun<S>, input: Record<string, unknown>, signal: AbortSignal) => Promise<ToolOutcome>;

/** The call's input as an object, or why it is not one. */
function inputObject(input: unknown): Record<string, unknown> | string {
  let value = input;
  if (typeof input === "string") {
    try {
      value = input.trim() === "" ? {} : JSON.parse(input);
    } catch (error) {
      return `The arguments are not valid JSON: ${errorMessage(error)}`;
    }
  }
  return isRecord(value) ? value : "The arguments must be a JSON object.";
}

/** A runner that hands `run` the call's input as an object, and answers other arguments itself. */
export function takesObject<S extends RunnableSource>(run: ObjectRunner<S>): ToolRunner<S> {
  return async (call, signal) => {
    const input = inputObject(call.input);
    return typeof input === "string" ? { content: input, isError: true } : run(call, input, signal);
  };
}
