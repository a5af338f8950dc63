// The names the model is offered MCP tools under. Each tool goes under its own name; only when two
// offered tools would share one (two servers' `search`, or a server's `calculator` beside the
// built-in) is each MCP tool told apart by its server's name: `docs__search`, `wiki__search`. Names
// keep to the formats' rule (`^[a-zA-Z0-9_-]{1,64}$`): other characters become `_`, long names are
// cut, and a name still taken gets a number. The map back from offered name to server and tool is
// what the tool loop calls by.

import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { TOOL_NAME_PATTERNS } from "@/lib/db/tool-names";

type Named = Pick<McpToolSetting, "serverName" | "name">;

const MAX = 64;

/** `text` as a valid tool name: letters, digits, `_` and `-`, at most `max` characters. */
function validPart(text: string, max = MAX): string {
  const clean = text.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, max);
  return clean === "" ? "tool" : clean;
}

function firstFree(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const name = `${wanted.slice(0, MAX - suffix.length)}${suffix}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * The name each enabled MCP tool is offered under, beside `reserved` (the built-ins and the
 * conversation's own tools, which keep theirs), in the order given.
 */
export function offeredToolNames<T extends Named>(tools: readonly T[], reserved: readonly string[]): Map<string, T> {
  const count = new Map<string, number>();
  for (const name of reserved) count.set(name, (count.get(name) ?? 0) + 1);
  for (const tool of tools) {
    const own = validPart(tool.name);
    count.set(own, (count.get(own) ?? 0) + 1);
  }
  const taken = new Set(reserved);
  const offered = new Map<string, T>();
  for (const tool of tools) {
    const own = validPart(tool.name);
    const shared = (count.get(own) ?? 0) > 1;
    const wanted = shared ? `${validPart(tool.serverName, 30)}__${validPart(own, MAX - 32)}` : own;
    const name = firstFree(wanted, taken);
    taken.add(name);
    offered.set(name, tool);
  }
  for (const name of offered.keys()) if (!TOOL_NAME_PATTERNS.anthropic.test(name)) throw new Error(`offered an invalid tool name: ${name}`);
  return offered;
}
