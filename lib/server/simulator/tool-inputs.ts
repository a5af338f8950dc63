import "server-only";

import type { SimTool } from "./request-view";

// Inputs the built-in tools can run. A value invented from the schema ("compute 17 23 sqrt
// (simulated)" for an expression, a sentence for code) makes the first tool call a self-hoster sees
// fail; so what the prompt holds is used as it is (an expression, a code block or span), and
// otherwise a small input that works. Recognised by the property the built-in reads, since a
// person's own tool may share a built-in's name.

const FUNCTIONS = "sqrt|cbrt|sin|cos|tan|log|ln|exp|abs|round|floor|ceil";
const NUMBER = "\\d+(?:,\\d{3})*(?:\\.\\d+)?";
const OPERAND = `(?:(?:${FUNCTIONS})\\s*)?\\(?\\s*-?${NUMBER}\\s*\\)?`;
/** Numbers joined by operators, or one function call: "17*23", "(3 + 4)^2 / 7", "sqrt(144)". */
const EXPRESSION = new RegExp(`${OPERAND}(?:\\s*[-+*/^×÷%]\\s*${OPERAND})+|(?:${FUNCTIONS})\\s*\\(\\s*-?${NUMBER}\\s*\\)`, "gi");
const SAMPLE_EXPRESSION = "sqrt(2) * (3 + 4)^2";

const FENCED_CODE = /```[\w-]*\n([\s\S]*?)```/;
const CODE_SPAN = /`([^`\n]*[;=(][^`\n]*)`/;

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/** The longest arithmetic in `prompt` the calculator can take, or a sample. */
export function expressionFrom(prompt: string): string {
  const found = (prompt.match(EXPRESSION) ?? []).map((match) => match.trim().replace(/×/g, "*").replace(/÷/g, "/").replace(/(\d),(\d{3})/g, "$1$2")).filter(balanced);
  return found.sort((a, b) => b.length - a.length)[0] ?? SAMPLE_EXPRESSION;
}

/** Code the prompt holds (a fenced block, or a code span that looks like code), or a small program about it. */
export function codeFrom(prompt: string): string {
  const code = FENCED_CODE.exec(prompt)?.[1] ?? CODE_SPAN.exec(prompt)?.[1];
  if (code?.trim()) return code.trim();
  const text = prompt.trim().slice(0, 200);
  return `const text = ${JSON.stringify(text)};\nconst words = text.split(/\\s+/).filter(Boolean);\nconsole.log(\`\${words.length} words, \${text.length} characters\`);`;
}

const BUILTIN_INPUTS: Record<string, { property: string; input: (prompt: string) => Record<string, unknown> }> = {
  calculator: { property: "expression", input: (prompt) => ({ expression: expressionFrom(prompt) }) },
  run_javascript: { property: "code", input: (prompt) => ({ code: codeFrom(prompt) }) },
  date_time: { property: "time_zone", input: () => ({}) },
};

/** A working input for a built-in tool, or null for any other tool (its input is invented from its schema). */
export function builtinToolInput(tool: SimTool, prompt: string): Record<string, unknown> | null {
  const known = Object.hasOwn(BUILTIN_INPUTS, tool.name) ? BUILTIN_INPUTS[tool.name] : undefined;
  const properties = (tool.schema as { properties?: unknown }).properties;
  if (!known || typeof properties !== "object" || properties === null || !Object.hasOwn(properties, known.property)) return null;
  return known.input(prompt);
}
