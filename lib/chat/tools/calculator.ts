// The Calculator built-in: mathjs's expression parser (never `eval`) on a restricted instance
// (calculator-math.ts). Assignments and function definitions are refused before evaluation, so every
// call starts from nothing. It runs in the calculator's worker (calculator-client.ts), never on the page.

import type { MathNode } from "mathjs";
import { errorMessage } from "@/lib/async/error-message";
import { format, math, parse } from "./calculator-math";
import { MAX_EXPRESSION_CHARS } from "./limits";
import { failed, ok, type ToolOutcome } from "./tool-outcome";

/** Why the calculator refuses this node, if it does. */
function refusal(node: MathNode): string | null {
  if (math.isAssignmentNode(node)) return "assignments are not supported";
  if (math.isFunctionAssignmentNode(node)) return "function definitions are not supported";
  if (math.isRangeNode(node)) return "ranges (a:b) are not supported";
  return null;
}

export function calculate(input: Record<string, unknown>): ToolOutcome {
  const expression = input.expression;
  if (typeof expression !== "string" || expression.trim() === "") return failed("Give the expression as a non-empty string in `expression`.");
  if (expression.length > MAX_EXPRESSION_CHARS) return failed(`The expression is longer than ${MAX_EXPRESSION_CHARS} characters.`);
  try {
    const tree = parse(expression);
    let refused: string | null = null;
    tree.traverse((node) => {
      refused ??= refusal(node);
    });
    if (refused) return failed(`Could not evaluate: ${refused}.`);
    const value: unknown = tree.compile().evaluate({});
    if (typeof value === "function" || value === undefined) return failed("Could not evaluate: the expression has no value.");
    return ok(format(value, { precision: 14 }));
  } catch (error) {
    return failed(`Could not evaluate: ${errorMessage(error)}`);
  }
}
