"use client";

// Adding or editing an MCP server: its name, URL, optional request headers and call timeout. Connect
// checks what was typed, saves it and connects; a server that cannot be reached is still kept, with
// the reason, so the person can fix it or sign in.

import { useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { DEFAULT_MCP_TIMEOUT_SECONDS, MAX_MCP_TIMEOUT_SECONDS } from "@/lib/db/mcp-servers";
import type { McpServerRecord } from "@/lib/db/records";
import { parseHttpUrl } from "@/lib/protocol/http-url";
import { CONTROL, FieldShell } from "../field";
import { NumberField } from "../number-field";
import { headerLines, parseHeaderLines } from "./header-lines";

export interface McpServerDraft {
  name: string;
  url: string;
  headers: Record<string, string>;
  timeoutSeconds: number;
}

interface Props {
  server: McpServerRecord | null;
  onSave: (draft: McpServerDraft) => Promise<void>;
  onCancel: () => void;
}

type Problem = { field: "name" | "url" | "headers"; text: string };

export function McpServerForm({ server, onSave, onCancel }: Props) {
  const t = useT();
  const ids = { name: useId(), url: useId(), headers: useId(), error: useId() };
  const [name, setName] = useState(server?.name ?? "");
  const [url, setUrl] = useState(server?.url ?? "");
  const [headers, setHeaders] = useState(server ? headerLines(server.headers) : "");
  const [timeoutSeconds, setTimeoutSeconds] = useState(server?.timeoutSeconds ?? DEFAULT_MCP_TIMEOUT_SECONDS);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = parseHeaderLines(headers);
    const found: Problem | null =
      name.trim() === ""
        ? { field: "name", text: t("mcp.error.name") }
        : !parseHttpUrl(url.trim())
          ? { field: "url", text: t("mcp.error.url") }
          : !parsed.ok
            ? { field: "headers", text: t("mcp.error.headers", { line: parsed.line }) }
            : null;
    setProblem(found);
    if (found || !parsed.ok) {
      document.getElementById(ids[found?.field ?? "name"])?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave({ name: name.trim(), url: url.trim(), headers: parsed.headers, timeoutSeconds });
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: Problem["field"]) => (problem?.field === field ? { "aria-invalid": true, "aria-errormessage": ids.error } : {});
  return (
    <form
      className="space-y-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-700"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldShell label={t("mcp.name")} htmlFor={ids.name}>
        <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} className={CONTROL} autoComplete="off" {...invalid("name")} />
      </FieldShell>
      <FieldShell label={t("mcp.url")} htmlFor={ids.url}>
        <input
          id={ids.url}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://example.com/mcp"
          className={CONTROL}
          autoComplete="off"
          spellCheck={false}
          {...invalid("url")}
        />
      </FieldShell>
      <FieldShell label={t("mcp.headers")} htmlFor={ids.headers} hint={t("mcp.headers.hint")}>
        <textarea
          id={ids.headers}
          value={headers}
          onChange={(event) => setHeaders(event.target.value)}
          rows={2}
          spellCheck={false}
          placeholder="Authorization: Bearer …"
          className={`${CONTROL} font-mono text-xs`}
          {...invalid("headers")}
        />
      </FieldShell>
      <NumberField label={t("mcp.timeout")} hint={t("mcp.timeout.hint")} value={timeoutSeconds} min={1} max={MAX_MCP_TIMEOUT_SECONDS} onCommit={setTimeoutSeconds} />
      {problem && (
        <p id={ids.error} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {problem.text}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={busy} className="rounded-lg px-3 py-1.5 text-sm font-medium disabled:opacity-50">
          {busy ? t("mcp.connecting") : server ? t("mcp.save") : t("mcp.connect")}
        </Button>
        <Button onClick={onCancel} className="rounded-lg px-3 py-1.5 text-sm">
          {t("mcp.cancel")}
        </Button>
      </div>
    </form>
  );
}
