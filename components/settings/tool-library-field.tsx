"use client";

// The person's tool library inside a conversation's (or new chats') Tools settings. Each tool is a
// checkbox named by its name: checking it copies the tool's current definition into the settings
// (so the conversation keeps working if the tool is later deleted, and its requests stay exact);
// saving an edited tool updates the copy where it is checked. Copies whose tool has left the
// library stay listed until unchecked. Add, edit, duplicate, delete, export and import here.

import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button, type ButtonLook } from "@/components/ui/button";
import { downloadFile } from "@/components/ui/download-file";
import { FileButton } from "@/components/ui/file-button";
import { IconButton } from "@/components/ui/icon-button";
import { CopyIcon, EditIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { useDatabase, useToolLibrary } from "@/lib/chat/hooks";
import type { DbQuery } from "@/lib/chat/hooks/db-queries";
import { useDbQuery } from "@/lib/chat/hooks/use-db-query";
import { requireDbApi } from "@/lib/db/lazy";
import type { LibraryToolRecord } from "@/lib/db/records";
import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import { toolLibraryErrorText } from "./tool-library-text";
import { useEchoedSetting } from "./use-echoed-setting";

const ToolEditor = lazy(() => import("./tool-editor"));

const LINK: ButtonLook = {
  variant: "link",
  className: "inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium",
};

type Editing = { tool: LibraryToolRecord | null } | null;

/** The person's MCP servers (not the operator's): they travel with the library's export. */
const ownMcpServersQuery: DbQuery<{ withHeaders: boolean; count: number }> = {
  key: () => ["mcp-servers", "own"],
  async read(db) {
    const own = (await db.mcpServers.toArray()).filter((server) => !server.operator);
    return { count: own.length, withHeaders: own.some((server) => Object.keys(server.headers).length > 0) };
  },
};

interface Props {
  tools: ToolDefinition[];
  toolChoice: ConversationSettings["toolChoice"];
  onChange: (changes: Partial<ConversationSettings>) => void;
}

const definition = ({ name, description, inputSchema, strict }: ToolDefinition): ToolDefinition => ({
  name,
  ...(description ? { description } : {}),
  inputSchema,
  ...(strict ? { strict } : {}),
});

function ToolRow({ name, checked, onToggle, note, children }: {
  name: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
  note?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} className="h-4 w-4 shrink-0 accent-indigo-600" />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate font-mono text-sm text-zinc-800 dark:text-zinc-200">
        {name}
      </label>
      {note && <span className="text-xs text-zinc-500 dark:text-zinc-400">{note}</span>}
      {children}
    </li>
  );
}

export function ToolLibraryField({ tools, toolChoice, onChange }: Props) {
  const t = useT();
  const db = useDatabase();
  const library = useToolLibrary().data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const servers = useDbQuery(ownMcpServersQuery, "").data;
  const [withSecrets, setWithSecrets] = useState(false);
  const [shown, setShown] = useEchoedSetting(tools);

  const update = (next: ToolDefinition[], renamed?: { from: string; to: string | null }) => {
    setShown(next);
    const choice = renamed && toolChoice.type === "tool" && toolChoice.name === renamed.from ? { toolChoice: renamed.to ? { type: "tool" as const, name: renamed.to } : { type: "auto" as const } } : {};
    onChange({ tools: next, ...choice });
  };

  const toggle = (tool: ToolDefinition, on: boolean) =>
    update(on ? [...shown, definition(tool)] : shown.filter((other) => other.name !== tool.name), on ? undefined : { from: tool.name, to: null });

  const run = async (work: () => Promise<void>) => {
    setStatus(null);
    try {
      await work();
    } catch (error) {
      setStatus(toolLibraryErrorText(error, t));
    }
  };

  const withDb = (work: (open: NonNullable<typeof db>) => Promise<unknown>) =>
    run(async () => {
      if (db) await work(db);
    });

  const save = async (tool: ToolDefinition & { id?: string }) => {
    if (!db) return;
    const before = editing?.tool?.name;
    try {
      await requireDbApi().saveTool(db, tool);
    } catch (error) {
      throw new Error(toolLibraryErrorText(error, t));
    }
    setEditing(null);
    // An edited tool checked here is updated in place (under its new name, if renamed).
    if (before !== undefined && shown.some((other) => other.name === before)) {
      update(shown.map((other) => (other.name === before ? definition(tool) : other)), { from: before, to: tool.name });
    }
  };

  const exportTools = () =>
    run(async () => {
      if (db) downloadFile("moonlit-tools.json", "application/json", await requireDbApi().exportToolLibrary(db, { withSecrets }));
    });

  const importTools = (file: File) =>
    run(async () => {
      if (!db) return;
      const { inputSchemaProblemsAsync } = await import("@/lib/chat/structured/schema-checker");
      const summary = await requireDbApi().importToolLibrary(db, await file.text(), inputSchemaProblemsAsync);
      setStatus([t("toolLibrary.imported", { count: summary.added }), ...(summary.servers > 0 ? [t("toolLibrary.importedServers", { count: summary.servers })] : [])].join(" "));
    });

  const names = new Set(library.map((tool) => tool.name));
  const orphans = shown.filter((tool) => !names.has(tool.name));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("toolLibrary.mine")}</legend>
      <p className="-mt-1 text-xs text-zinc-500 dark:text-zinc-400">{t("toolLibrary.hint")}</p>
      <ul className="space-y-1">
        {library.map((tool) => (
          <ToolRow key={tool.id} name={tool.name} checked={shown.some((other) => other.name === tool.name)} onToggle={(on) => toggle(tool, on)}>
            <IconButton size="sm" label={t("toolLibrary.edit", { name: tool.name })} onClick={() => setEditing({ tool })}>
              <EditIcon className="size-4" />
            </IconButton>
            <IconButton size="sm" label={t("toolLibrary.duplicate", { name: tool.name })} onClick={() => void withDb((open) => requireDbApi().duplicateTool(open, tool.id))}>
              <CopyIcon className="size-4" />
            </IconButton>
            <IconButton size="sm" label={t("toolLibrary.delete", { name: tool.name })} onClick={() => void withDb((open) => requireDbApi().deleteTool(open, tool.id))}>
              <TrashIcon className="size-4" />
            </IconButton>
          </ToolRow>
        ))}
        {orphans.map((tool) => (
          <ToolRow key={`copy-${tool.name}`} name={tool.name} checked onToggle={() => toggle(tool, false)} note={t("toolLibrary.orphan")} />
        ))}
      </ul>
      {editing ? (
        <Suspense fallback={<div className="h-40" />}>
          <ToolEditor
            key={editing.tool?.id ?? "new"}
            tool={editing.tool}
            taken={library.filter((tool) => tool.id !== editing.tool?.id).map((tool) => tool.name)}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      ) : (
        <div className="flex flex-wrap gap-1">
          <Button {...LINK} onClick={() => setEditing({ tool: null })}>
            <PlusIcon className="size-3.5" />
            {t("toolLibrary.add")}
          </Button>
          {(library.length > 0 || (servers?.count ?? 0) > 0) && (
            <Button {...LINK} onClick={() => void exportTools()}>
              {t("toolLibrary.export")}
            </Button>
          )}
          <FileButton
            {...LINK}
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void importTools(file);
            }}
          >
            {t("toolLibrary.import")}
          </FileButton>
          {servers?.withHeaders && (
            <label className="inline-flex items-center gap-1.5 px-1.5 text-xs text-zinc-700 dark:text-zinc-300">
              <input type="checkbox" checked={withSecrets} onChange={(event) => setWithSecrets(event.target.checked)} className="accent-indigo-600" />
              {t("toolLibrary.exportSecrets")}
            </label>
          )}
        </div>
      )}
      {status && (
        <p role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
          {status}
        </p>
      )}
    </fieldset>
  );
}
