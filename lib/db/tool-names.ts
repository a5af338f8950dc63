// Tool names each format accepts, checked before a tool is saved and again before a request is sent.
// Neither EvoLink document (000/004 Anthropic, 003 OpenAI) states a pattern, so each format keeps its
// own API's published rule: both are `^[a-zA-Z0-9_-]{1,64}$`. The built-ins' names are Moonlit's.

import type { Protocol } from "@/lib/protocol/models";
import { isBuiltinToolName } from "@/lib/protocol/tool-settings";

export const TOOL_NAME_PATTERNS: Record<Protocol, RegExp> = {
  anthropic: /^[a-zA-Z0-9_-]{1,64}$/,
  openai: /^[a-zA-Z0-9_-]{1,64}$/,
};

export type ToolNameProblem = "pattern" | "builtin" | "duplicate";

/** Why `name` cannot be a tool of the person's own in any format, or null; `taken` are the other tools' names. */
export function toolNameProblem(name: string, taken: readonly string[]): ToolNameProblem | null {
  if (!Object.values(TOOL_NAME_PATTERNS).every((pattern) => pattern.test(name))) return "pattern";
  if (isBuiltinToolName(name)) return "builtin";
  return taken.includes(name) ? "duplicate" : null;
}

/** Throws, naming the tool, when a request in `protocol` would offer a name the format refuses or one name twice. */
export function assertToolNames(names: readonly string[], protocol: Protocol): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (!TOOL_NAME_PATTERNS[protocol].test(name)) {
      throw new Error(`The tool name "${name}" is not allowed: use 1 to 64 letters, digits, _ or -.`);
    }
    if (seen.has(name)) throw new Error(`Two tools are named "${name}".`);
    seen.add(name);
  }
}
