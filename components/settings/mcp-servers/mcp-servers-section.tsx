"use client";

// Settings › Tools › MCP servers: the servers this browser connects to (the person's and the
// operator's), their tools as checkboxes for this conversation (or new chats), and the form that adds
// or edits one. Loaded on demand with the Tools settings, as is everything MCP behind it.

import { useId, useState } from "react";
import { useEchoedSetting } from "../use-echoed-setting";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { useDatabase } from "@/lib/chat/hooks";
import { refreshServer } from "@/lib/chat/mcp/refresh-servers";
import { signIn } from "@/lib/chat/mcp/server-sign-in";
import { dropConnection } from "@/lib/chat/mcp/server-connections";
import { addMcpServer, deleteMcpServer, updateMcpServer } from "@/lib/db/mcp-servers";
import type { McpListedTool, McpServerRecord } from "@/lib/db/records";
import type { ConversationSettings } from "@/lib/protocol/message";
import { sameMcpTool, type McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { McpServerForm, type McpServerDraft } from "./mcp-server-form";
import { McpServerItem } from "./mcp-server-item";
import { useMcpServers } from "./use-mcp-servers";

interface Props {
  tools: readonly McpToolSetting[];
  onChange: (changes: Partial<ConversationSettings>) => void;
}

type Editing = { server: McpServerRecord | null } | null;

export default function McpServersSection({ tools, onChange }: Props) {
  const t = useT();
  const headingId = useId();
  const db = useDatabase();
  const servers = useMcpServers();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useEchoedSetting(tools);

  const update = (next: McpToolSetting[]) => {
    setShown(next);
    onChange({ mcpTools: next });
  };

  const toggle = (server: McpServerRecord, tool: McpListedTool, on: boolean) => {
    const key = { serverId: server.id, name: tool.name };
    const rest = shown.filter((other) => !sameMcpTool(other, key));
    if (!on) return update(rest);
    const copy: McpToolSetting = {
      serverId: server.id,
      serverName: server.name,
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      inputSchema: tool.inputSchema,
      ...(server.alwaysAllowed.includes(tool.name) ? { alwaysAllow: true } : {}),
    };
    update([...rest, copy]);
  };

  /** Stops allowing a tool for good: on its server, and in this conversation's copy. */
  const askFirst = async (server: McpServerRecord, tool: McpListedTool) => {
    if (!db) return;
    await updateMcpServer(db, server.id, (row) => ({ alwaysAllowed: row.alwaysAllowed.filter((name) => name !== tool.name) }));
    const key = { serverId: server.id, name: tool.name };
    if (shown.some((copy) => sameMcpTool(copy, key) && copy.alwaysAllow)) {
      update(shown.map((copy) => (sameMcpTool(copy, key) ? { ...copy, alwaysAllow: undefined } : copy)));
    }
  };

  const working = async (id: string, work: () => Promise<unknown>) => {
    setBusy((ids) => new Set(ids).add(id));
    try {
      await work();
    } catch (error) {
      console.error("Moonlit:", error);
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const save = async (draft: McpServerDraft) => {
    if (!db) return;
    const current = editing?.server;
    const id = current
      ? (await updateMcpServer(db, current.id, () => ({ ...draft, status: undefined })))?.id
      : (await addMcpServer(db, draft)).id;
    setEditing(null);
    if (!id) return;
    await dropConnection(id);
    await working(id, () => refreshServer(db, id));
  };

  const remove = async (server: McpServerRecord) => {
    if (!db) return;
    await dropConnection(server.id);
    await deleteMcpServer(db, server.id);
    if (shown.some((tool) => tool.serverId === server.id)) update(shown.filter((tool) => tool.serverId !== server.id));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h5 id={headingId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {t("mcp.heading")}
      </h5>
      <p className="-mt-2 text-xs text-zinc-500 dark:text-zinc-400">{t("mcp.hint")}</p>
      {servers.length > 0 && (
        <ul className="space-y-2">
          {servers.map((server) => (
            <McpServerItem
              key={server.id}
              server={server}
              busy={busy.has(server.id)}
              isChecked={(tool) => shown.some((other) => sameMcpTool(other, { serverId: server.id, name: tool.name }))}
              onToggleTool={(tool, on) => toggle(server, tool, on)}
              onAskFirst={(tool) => void askFirst(server, tool)}
              onSignIn={() => db && void working(server.id, () => signIn(db, server.id))}
              onReconnect={() => db && void working(server.id, () => refreshServer(db, server.id))}
              onEdit={() => setEditing({ server })}
              onSetEnabled={(on) =>
                db &&
                void working(server.id, async () => {
                  await updateMcpServer(db, server.id, () => ({ enabled: on }));
                  if (on) await refreshServer(db, server.id);
                  else await dropConnection(server.id);
                })
              }
              onRemove={() => void remove(server)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <McpServerForm key={editing.server?.id ?? "new"} server={editing.server} onSave={save} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="link" onClick={() => setEditing({ server: null })} className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium">
          <PlusIcon className="size-3.5" />
          {t("mcp.add")}
        </Button>
      )}
    </section>
  );
}
