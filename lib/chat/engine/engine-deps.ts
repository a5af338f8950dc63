// What the engine needs from the outside, injected so tests run it against fake-indexeddb, a fake
// fetch, a fake clock and fake tool runners.

import type { MoonlitDB } from "@/lib/db/database";
import { browserLocks, type Locks } from "@/lib/db/reply-locks";
import type { ConversationSettings } from "@/lib/protocol/message";
import type { LiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import { createRunningStore, type RunningStore } from "@/lib/chat/stores/running-store";
import { defaultSettings } from "@/lib/protocol/default-settings";
import { runBuiltinTool, type BuiltinToolRunner } from "@/lib/chat/tools/run-builtin";
import { lazyMcpRunner, type McpToolRunner } from "@/lib/chat/tools/mcp-tool-runner";

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
  /** Runs the built-in tools (Calculator, Date and time, Run JavaScript); the real ones by default. */
  runBuiltinTool?: BuiltinToolRunner;
  /** Runs MCP tool calls through their servers; the real runner over `db`'s servers by default. */
  runMcpTool?: McpToolRunner;
  /** Web Locks, to tell other tabs which reply this one is writing; null where there are none. */
  locks?: Locks | null;
  /** Failures outside a turn's own error (storage, a vanished conversation). */
  onError?: (error: unknown) => void;
  /** Waits before each try to pick up a reply whose connection broke (resumable-body.ts). */
  resumeBackoffMs?: (attempt: number) => number;
}

export interface EngineContext extends Required<EngineDeps> {
  /** `now()`, but strictly increasing: siblings are ordered by createdAt, so two must never tie. */
  stamp(): number;
}

export function resolveDeps(deps: EngineDeps): EngineContext {
  const given = Object.fromEntries(Object.entries(deps).filter(([, value]) => value !== undefined)) as EngineDeps;
  const resolved: Required<EngineDeps> = {
    now: () => Date.now(),
    running: createRunningStore(),
    baseUrl: "",
    headers: () => ({}),
    defaultSettings,
    modelTitles: () => false,
    saveIntervalMs: 300,
    runBuiltinTool,
    runMcpTool: lazyMcpRunner(deps.db),
    locks: browserLocks(),
    onError: (error) => console.error("Moonlit engine:", error),
    resumeBackoffMs: (attempt) => Math.min(500 * 2 ** attempt, 5_000),
    ...given,
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
