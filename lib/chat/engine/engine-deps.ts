// What the engine needs from the outside, injected so tests run it against fake-indexeddb, a fake
// fetch, a fake clock and fake tool runners.

import type { MoonlitDB } from "@/lib/db/database";
import { browserLocks, type Locks } from "@/lib/db/reply-locks";
import type { ConversationSettings } from "@/lib/protocol/message";
import type { LiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import { createRunningStore, type RunningStore } from "@/lib/chat/stores/running-store";
import { defaultSettings } from "@/lib/db/default-settings";
import { runBuiltinTool } from "@/lib/chat/tools/run-builtin";
import type { ToolRunners } from "@/lib/chat/tools/tool-runner";
import { echoWebSearch } from "@/lib/chat/tools/web-search-echo";
import { mcpToolRunner, NO_PROGRESS_REPORTS } from "@/lib/chat/mcp/mcp-tool-runner";

export interface EngineDeps {
  db: MoonlitDB;
  fetch: typeof fetch;
  liveStream: LiveStreamStore;
  /** Which conversations have a run (every turn and tool round of one action) in progress. */
  running?: RunningStore;
  now?: () => number;
  /** Prefix of the gateway routes; "" in the browser (same origin). */
  baseUrl?: string;
  /** Extra request headers (e.g. an access token), read for every request. */
  headers?: () => Record<string, string>;
  /** Settings of a conversation `send` creates, unless the call passes its own. */
  defaultSettings?: () => ConversationSettings;
  /** Whether a new conversation's title is written by the model (model-title.ts); off by default. */
  modelTitles?: () => boolean | Promise<boolean>;
  /** How often a streaming reply is written to IndexedDB. */
  saveIntervalMs?: number;
  /**
   * The runner of each tool source the client answers (lib/chat/tools/tool-runner.ts); the real one
   * for each source not given (MCP's over `db`'s servers, reporting no progress).
   */
  toolRunners?: Partial<ToolRunners>;
  /** Web Locks, to tell other tabs which reply this one is writing; null where there are none. */
  locks?: Locks | null;
  /** Failures outside a turn's own error (storage, a vanished conversation). */
  onError?: (error: unknown) => void;
  /** Waits before each try to resume a reply whose connection broke (resumable-body.ts). */
  resumeBackoffMs?: (attempt: number) => number;
}

export interface EngineContext extends Required<Omit<EngineDeps, "toolRunners">> {
  toolRunners: ToolRunners;
  /** `now()`, but strictly increasing: siblings are ordered by createdAt, so two must never tie. */
  stamp(): number;
}

export function resolveDeps(deps: EngineDeps): EngineContext {
  const given = Object.fromEntries(Object.entries(deps).filter(([, value]) => value !== undefined)) as EngineDeps;
  const resolved: Omit<EngineContext, "stamp"> = {
    now: () => Date.now(),
    running: createRunningStore(),
    baseUrl: "",
    headers: () => ({}),
    defaultSettings,
    modelTitles: () => false,
    saveIntervalMs: 300,
    locks: browserLocks(),
    onError: (error) => console.error("Moonlit engine:", error),
    resumeBackoffMs: (attempt) => Math.min(500 * 2 ** attempt, 5_000),
    ...given,
    toolRunners: { "web-search": echoWebSearch, builtin: runBuiltinTool, mcp: mcpToolRunner(deps.db, NO_PROGRESS_REPORTS), ...given.toolRunners },
  };
  let last = -Infinity;
  return {
    ...resolved,
    stamp() {
      last = Math.max(resolved.now(), last + 1);
      return last;
    },
  };
}
