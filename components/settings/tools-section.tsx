"use client";

// The Tools settings of one conversation (or of a new chat): web search, the person's tool library,
// the built-in tools, MCP servers' tools, the tool choice and how many automatic tool rounds one
// action may take.

import { lazy, Suspense, useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ConversationSettings } from "@/lib/protocol/message";
import { normalizeMcpTools } from "@/lib/protocol/mcp/mcp-tool-setting";
import { formatCapabilities } from "@/lib/protocol/models";
import { MAX_TOOL_ROUNDS, normalizeToolSettings } from "@/lib/protocol/tool-settings";
import { sectionId } from "./settings-sections";
import { BuiltinToolsField } from "./builtin-tools-field";
import { NumberField } from "./number-field";
import { ToolChoiceField } from "./tool-choice-field";
import { ToolLibraryField } from "./tool-library-field";

// MCP (its settings, the SDK's client behind them) loads only when the Tools settings are shown.
const McpServersSection = lazy(() => import("./mcp-servers/mcp-servers-section"));

interface Props {
  settings: ConversationSettings;
  onChange: (changes: Partial<ConversationSettings>) => void;
}

const MAX_WEB_SEARCHES = 20;

export function ToolsSection({ settings, onChange }: Props) {
  const t = useT();
  const headingId = useId();
  const webSearchId = useId();
  const caps = formatCapabilities(settings.model, settings.protocol);
  // Conversations stored before these settings existed lack them until their next change.
  const { builtinTools, maxToolRounds } = normalizeToolSettings(settings);
  const mcpTools = normalizeMcpTools(settings.mcpTools);
  return (
    <section id={sectionId("tools")} tabIndex={-1} aria-labelledby={headingId} className="space-y-4 border-t border-zinc-200 pt-4 outline-none dark:border-zinc-800">
      <h4 id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {t("tools.heading")}
      </h4>
      {caps.webSearch && (
        <div className="space-y-3">
          <label htmlFor={webSearchId} className="flex cursor-pointer items-center justify-between gap-3">
            <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("settings.webSearch")}</span>
            <input
              id={webSearchId}
              type="checkbox"
              role="switch"
              checked={settings.webSearch}
              onChange={(event) => onChange({ webSearch: event.target.checked })}
              className="h-4 w-4 accent-indigo-600"
            />
          </label>
          {settings.webSearch && caps.webSearchMaxUses && (
            <NumberField
              label={t("settings.webSearchMaxUses")}
              value={settings.webSearchMaxUses}
              min={1}
              max={MAX_WEB_SEARCHES}
              onCommit={(webSearchMaxUses) => onChange({ webSearchMaxUses })}
            />
          )}
        </div>
      )}
      <ToolLibraryField tools={settings.tools} toolChoice={settings.toolChoice} onChange={onChange} />
      <BuiltinToolsField value={builtinTools} onChange={(next) => onChange({ builtinTools: next })} />
      <Suspense fallback={<div className="h-16" />}>
        <McpServersSection tools={mcpTools} onChange={onChange} />
      </Suspense>
      <ToolChoiceField settings={{ ...settings, builtinTools, mcpTools }} onChange={onChange} />
      <NumberField
        label={t("tools.maxRounds")}
        hint={t("tools.maxRounds.hint")}
        value={maxToolRounds}
        min={1}
        max={MAX_TOOL_ROUNDS}
        onCommit={(next) => onChange({ maxToolRounds: next })}
      />
    </section>
  );
}
