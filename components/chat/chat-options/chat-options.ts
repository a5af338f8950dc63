// The options a chat has on, as the Chat options toolbar shows them: web search (whenever the model
// and API format offer it, so it can be found), each enabled built-in and own tool, each MCP server
// with tools on, and an output format other than Text. Each knows how to turn itself off, and, from
// what it held when on, how to turn itself back on: an option turned off stays in the toolbar
// (chat-options-bar.tsx remembers it) so the same click brings it back.

import type { Translate } from "@/lib/i18n/translate";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";
import { outputFormatOf } from "@/lib/chat/structured/output-format";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";

export interface ChatOption {
  key: string;
  label: string;
  on: boolean;
  /** The change that turns it on (for an option that is off) or off. */
  toggle(settings: ConversationSettings): Partial<ConversationSettings>;
}

const BUILTIN_LABELS = {
  calculator: "tools.calculator",
  date_time: "tools.dateTime",
  run_javascript: "tools.runJavaScript",
} as const satisfies Record<BuiltinToolName, string>;

/** The options on in `settings`, in toolbar order; web search also when off. */
export function chatOptions(settings: ConversationSettings, t: Translate): ChatOption[] {
  const options: ChatOption[] = [];
  if (formatCapabilities(settings.model, settings.protocol).webSearch) {
    const on = settings.webSearch;
    options.push({ key: "web-search", label: t("settings.webSearch"), on, toggle: () => ({ webSearch: !on }) });
  }
  for (const name of settings.builtinTools) {
    options.push({
      key: `builtin:${name}`,
      label: t(BUILTIN_LABELS[name]),
      on: true,
      toggle: (current) => ({
        builtinTools: current.builtinTools.includes(name) ? current.builtinTools.filter((other) => other !== name) : [...current.builtinTools, name],
      }),
    });
  }
  for (const tool of settings.tools) {
    options.push({
      key: `tool:${tool.name}`,
      label: tool.name,
      on: true,
      toggle: (current) => ({
        tools: current.tools.some((other) => other.name === tool.name) ? current.tools.filter((other) => other.name !== tool.name) : [...current.tools, tool],
      }),
    });
  }
  const servers = new Map<string, NonNullable<ConversationSettings["mcpTools"]>>();
  for (const tool of settings.mcpTools ?? []) servers.set(tool.serverId, [...(servers.get(tool.serverId) ?? []), tool]);
  for (const [serverId, tools] of servers) {
    options.push({
      key: `mcp:${serverId}`,
      label: tools[0].serverName,
      on: true,
      toggle: (current) => {
        const others = (current.mcpTools ?? []).filter((tool) => tool.serverId !== serverId);
        const has = others.length !== (current.mcpTools ?? []).length;
        return { mcpTools: has ? others : [...others, ...tools] };
      },
    });
  }
  const format = outputFormatOf(settings);
  if (format !== "text") {
    options.push({
      key: "output-format",
      label: `${t("structured.format")}: ${t(`structured.format.${format}`)}`,
      on: true,
      toggle: (current) => ({ outputFormat: outputFormatOf(current) === "text" ? format : "text" }),
    });
  }
  return options;
}

/**
 * The toolbar's list: the options on now, and those shown before (`shown`) that are off now, in the
 * order they first appeared, so a click never moves a button.
 */
export function withRemembered(current: ChatOption[], shown: ChatOption[]): ChatOption[] {
  const now = new Map(current.map((option) => [option.key, option]));
  // Web search, when missing, is not offered by this model and format: not a switch to show.
  const list = shown.flatMap((option) => now.get(option.key) ?? (option.key === "web-search" ? [] : [{ ...option, on: false }]));
  const known = new Set(shown.map((option) => option.key));
  return [...list, ...current.filter((option) => !known.has(option.key))];
}
