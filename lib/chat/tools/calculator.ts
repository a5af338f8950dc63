// The Calculator built-in: mathjs's expression parser (never `eval`), restricted as mathjs's security
// notes advise: functions that change the shared instance or parse text anew are disabled (`config`
// too, since a change would carry over to the next call); assignments and function definitions are
// refused before evaluation, so every call starts from nothing; and the functions that build arrays
// of a requested size are off, so one call cannot fill the memory.

import { all, create, type MathNode } from "mathjs";
import { MAX_EXPRESSION_CHARS } from "./limits";
import { failed, messageOf, ok, type ToolOutcome } from "./tool-outcome";

const math = create(all);
const parse = math.parse;
const format = math.format;

const DISABLED = [
  // Change the instance, or reach the parser from inside an expression (mathjs's security notes).
  "import",
  "createUnit",
  "config",
  "reviver",
  "evaluate",
  "parse",
  "compile",
  "simplify",
  "simplifyConstant",
  "simplifyCore",
  "rationalize",
  "derivative",
  "resolve",
  "symbolicEqual",
  "leafCount",
  // Build arrays of any requested size.
  "zeros",
  "ones",
  "identity",
  "range",
  "resize",
  "matrixFromFunction",
  "random",
  "randomInt",
  "pickRandom",
] as const;

math.import(
  Object.fromEntries(
    DISABLED.map((name) => [
      name,
      () => {
        throw new Error(`${name} is not available in the calculator`);
      },
    ]),
  ),
  { override: true },
);

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
    return failed(`Could not evaluate: ${messageOf(error)}`);
  }
}
