// What a shared conversation brings with it when it is continued here, as Continue in Moonlit lists
// it before importing: the author's system prompt, every tool they offered the model (their own,
// the built-ins, web search) and the output format. Read from the snapshot's settings as stored,
// which may predate some fields.

import type { ConversationSettings, OutputFormat } from "@/lib/protocol/message";
import { outputFormatOf } from "@/lib/chat/structured/output-format";
import { normalizeToolSettings, type BuiltinToolName } from "@/lib/protocol/tool-settings";

export type SharedTool = { kind: "own"; name: string; description?: string } | { kind: "builtin"; name: BuiltinToolName } | { kind: "web-search" };

export interface SharedSetup {
  system: string;
  tools: SharedTool[];
  outputFormat: OutputFormat;
  /** The schema's name, when the format is JSON Schema. */
  schemaName: string | null;
}

export function sharedSetup(settings: ConversationSettings): SharedSetup {
  const outputFormat = outputFormatOf(settings);
  return {
    system: settings.system.trim(),
    tools: [
      ...settings.tools.map((tool): SharedTool => ({ kind: "own", name: tool.name, ...(tool.description ? { description: tool.description } : {}) })),
      ...normalizeToolSettings(settings).builtinTools.map((name): SharedTool => ({ kind: "builtin", name })),
      ...(settings.webSearch ? [{ kind: "web-search" } as const] : []),
    ],
    outputFormat,
    schemaName: outputFormat === "json_schema" ? (settings.structuredOutput?.name ?? null) : null,
  };
}
