// What the model is told about each built-in tool: name, description and input schema, sent as an
// ordinary function tool in either format. Pure data, so request building never loads a runner.

import type { ToolDefinition } from "@/lib/protocol/message";
import { BUILTIN_TOOL_NAMES, type BuiltinToolName } from "@/lib/protocol/tool-settings";
import { RUN_JAVASCRIPT_TIME_LIMIT_MS } from "./limits";

export const BUILTIN_TOOLS: Record<BuiltinToolName, ToolDefinition> = {
  calculator: {
    name: "calculator",
    description:
      "Evaluates one math expression and returns the result. Supports + - * / ^ and %, parentheses, " +
      "functions such as sqrt, cbrt, abs, round, floor, exp, log, log10, sin, cos, tan, factorial and gcd, " +
      "the constants pi and e, unit conversions such as `5 inch to cm`, and matrices. " +
      "No variables, assignments or function definitions.",
    inputSchema: {
      type: "object",
      properties: { expression: { type: "string", description: "The expression, e.g. `sqrt(2) * (3 + 4)^2`." } },
      required: ["expression"],
      additionalProperties: false,
    },
  },
  date_time: {
    name: "date_time",
    description:
      "Returns the current date, time, weekday and ISO 8601 timestamp in the person's time zone, " +
      "or in the IANA time zone given.",
    inputSchema: {
      type: "object",
      properties: { time_zone: { type: "string", description: "An IANA time zone such as `Europe/Paris`; omit for the person's own." } },
      additionalProperties: false,
    },
  },
  run_javascript: {
    name: "run_javascript",
    description:
      "Runs JavaScript in an isolated sandbox with no network, storage or page access, and returns what it " +
      "printed with console.log and the value of a top-level `return` (top-level `await` works). " +
      `It is stopped after ${RUN_JAVASCRIPT_TIME_LIMIT_MS / 1000} seconds.`,
    inputSchema: {
      type: "object",
      properties: { code: { type: "string", description: "The code to run." } },
      required: ["code"],
      additionalProperties: false,
    },
  },
};

/** The enabled built-ins' definitions, in canonical order. */
export function builtinToolDefinitions(enabled: readonly BuiltinToolName[]): ToolDefinition[] {
  return BUILTIN_TOOL_NAMES.filter((name) => enabled.includes(name)).map((name) => BUILTIN_TOOLS[name]);
}
