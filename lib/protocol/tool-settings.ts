// The tool settings Moonlit adds beside the wire formats' own: which built-in tools (run by the
// browser itself) a conversation offers, and how many automatic tool rounds one action may take.
// (Its MCP tools are read by normalizeMcpTools where they are used, which the first load never is.)

export const BUILTIN_TOOL_NAMES = ["calculator", "date_time", "run_javascript"] as const;
/** Valid tool names in both formats (`^[a-zA-Z0-9_-]{1,64}$`). */
export type BuiltinToolName = (typeof BUILTIN_TOOL_NAMES)[number];

export const DEFAULT_MAX_TOOL_ROUNDS = 8;
export const MAX_TOOL_ROUNDS = 50;

export function isBuiltinToolName(value: unknown): value is BuiltinToolName {
  return typeof value === "string" && (BUILTIN_TOOL_NAMES as readonly string[]).includes(value);
}

export interface ToolSettings {
  builtinTools: BuiltinToolName[];
  maxToolRounds: number;
}

/** Valid tool settings from anything stored: conversations saved before these existed lack both. */
export function normalizeToolSettings(stored: { builtinTools?: unknown; maxToolRounds?: unknown }): ToolSettings {
  const listed = Array.isArray(stored.builtinTools) ? stored.builtinTools : [];
  const rounds = typeof stored.maxToolRounds === "number" ? Math.floor(stored.maxToolRounds) : NaN;
  return {
    // Canonical order, no repeats: the request offers them in this order.
    builtinTools: BUILTIN_TOOL_NAMES.filter((name) => listed.includes(name)),
    maxToolRounds: Number.isFinite(rounds) ? Math.min(Math.max(rounds, 1), MAX_TOOL_ROUNDS) : DEFAULT_MAX_TOOL_ROUNDS,
  };
}
