"use client";

// One MCP server in settings: a group named by the server, with how it was last reached, its
// actions (Sign in when it asks for it, Reconnect, Edit, Turn off or on, Remove) and its tools,
// each a checkbox named by the tool's name: on or off for this conversation (or new chats).

import { useId } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import type { McpListedTool, McpServerRecord } from "@/lib/db/records";
import type { Translate } from "@/lib/i18n/translate";

const ACTION = "rounded-md px-2 py-1 text-xs font-medium";

function statusText(server: McpServerRecord, t: Translate): string {
  if (!server.enabled) return t("mcp.status.off");
  const status = server.status;
  if (!status) return t("mcp.status.new");
  if (status.kind === "connected") return t("mcp.status.connected", { count: server.tools.length });
  if (status.kind === "needs-sign-in") return t("mcp.status.needsSignIn");
  return t("mcp.status.unreachable", { reason: status.reason });
}

function ToolBox({ tool, checked, always, onToggle, onAskFirst }: {
  tool: McpListedTool;
  checked: boolean;
  always: boolean;
  onToggle: (on: boolean) => void;
  onAskFirst: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const hintId = useId();
  return (
    <li className="flex items-start gap-2">
      <input id={id} type="checkbox" checked={checked} aria-describedby={hintId} onChange={(event) => onToggle(event.target.checked)} className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600" />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer font-mono text-sm text-zinc-800 dark:text-zinc-200">
          {tool.name}
        </label>
        {always && (
          <span className="ml-2 inline-flex items-center gap-1 text-[11px] text-emerald-700 dark:text-emerald-400">
            {t("mcp.alwaysAllowed")}
            <Button variant="link" onClick={onAskFirst} className="rounded px-1 text-[11px]" aria-label={t("mcp.askFirst.label", { name: tool.name })}>
              {t("mcp.askFirst")}
            </Button>
          </span>
        )}
        <p id={hintId} className="line-clamp-2 text-xs text-zinc-500 dark:text-zinc-400">
          {tool.description}
        </p>
      </div>
    </li>
  );
}

interface Props {
  server: McpServerRecord;
  busy: boolean;
  isChecked: (tool: McpListedTool) => boolean;
  onToggleTool: (tool: McpListedTool, on: boolean) => void;
  onAskFirst: (tool: McpListedTool) => void;
  onSignIn: () => void;
  onReconnect: () => void;
  onEdit: () => void;
  onSetEnabled: (on: boolean) => void;
  onRemove: () => void;
}

export function McpServerItem({ server, busy, isChecked, onToggleTool, onAskFirst, onSignIn, onReconnect, onEdit, onSetEnabled, onRemove }: Props) {
  const { t } = useI18n();
  const headingId = useId();
  const tone =
    server.status?.kind === "connected" && server.enabled
      ? "text-emerald-700 dark:text-emerald-400"
      : server.status?.kind === "unreachable" && server.enabled
        ? "text-red-600 dark:text-red-400"
        : "text-zinc-500 dark:text-zinc-400";
  return (
    // A list item holding the group: a role on the <li> itself would take it out of its list.
    <li>
      <div role="group" aria-labelledby={headingId} className="space-y-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-700">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            {server.name}
          </span>
          <span role="status" className={`text-xs break-words ${tone}`}>
            {busy ? t("mcp.connecting") : statusText(server, t)}
          </span>
        </div>
        {server.operator ? (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("mcp.operator")}</p>
        ) : (
          <p className="truncate font-mono text-xs text-zinc-500 dark:text-zinc-400">{server.url}</p>
        )}
        <div className="flex flex-wrap gap-1">
          {server.status?.kind === "needs-sign-in" && server.enabled && (
            <Button variant="accent" onClick={onSignIn} disabled={busy} className={ACTION}>
              {t("mcp.signIn")}
            </Button>
          )}
          {server.enabled && (
            <Button variant="outline" onClick={onReconnect} disabled={busy} className={ACTION}>
              {t("mcp.reconnect")}
            </Button>
          )}
          {!server.operator && (
            <Button variant="outline" onClick={onEdit} className={ACTION}>
              {t("mcp.edit")}
            </Button>
          )}
          <Button variant="outline" onClick={() => onSetEnabled(!server.enabled)} className={ACTION}>
            {server.enabled ? t("mcp.turnOff") : t("mcp.turnOn")}
          </Button>
          {!server.operator && (
            <Button variant="outline" onClick={onRemove} className={`${ACTION} text-red-700 dark:text-red-400`}>
              {t("mcp.remove")}
            </Button>
          )}
        </div>
        {server.enabled && server.status?.kind === "connected" && server.tools.length === 0 && <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("mcp.noTools")}</p>}
        {server.enabled && server.tools.length > 0 && (
          <ul aria-label={t("mcp.tools", { name: server.name })} className="space-y-1.5">
            {server.tools.map((tool) => (
              <ToolBox key={tool.name} tool={tool} checked={isChecked(tool)} always={server.alwaysAllowed.includes(tool.name)} onToggle={(on) => onToggleTool(tool, on)} onAskFirst={() => onAskFirst(tool)} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
