import type { Engine } from "@/lib/chat/engine/engine";
import { loadOnce } from "@/lib/async/load-once";
import { watchRepliesToResume } from "@/lib/db/app-database";

// The engine (request builders, accumulators, stream saving) is fetched on the first action, not with
// the page: reading and showing conversations needs none of it. Rendering, also on the server,
// creates nothing. A failed fetch may succeed on the next action.

const load = loadOnce(() => import("@/lib/chat/engine/app-engine").then(({ createAppEngine }) => createAppEngine()));

const appEngine: Engine = {
  send: async (conversationId, input) => (await load()).send(conversationId, input),
  submitToolResults: async (conversationId, results, allowed) => (await load()).submitToolResults(conversationId, results, allowed),
  // Nothing can be running before the engine exists.
  stop: (conversationId) => load.loaded()?.stop(conversationId),
  retry: async (id) => (await load()).retry(id),
  regenerate: async (id) => (await load()).regenerate(id),
  continueReply: async (id) => (await load()).continueReply(id),
  continueToolLoop: async (id) => (await load()).continueToolLoop(id),
  editUserMessage: async (id, text) => (await load()).editUserMessage(id, text),
  selectBranch: async (conversationId, nodeId) => (await load()).selectBranch(conversationId, nodeId),
  deleteMessage: async (id) => (await load()).deleteMessage(id),
  resumeReplies: async () => (await load()).resumeReplies(),
  isRunning: (conversationId) => load.loaded()?.isRunning(conversationId) ?? false,
  settled: async (conversationId) => load.loaded()?.settled(conversationId),
};

let resuming = false;

/**
 * Has the engine resume the replies the app database's start-up chore finds (a reload, a closed tab,
 * a tab that went mid-reply): the engine loads for them. Subscribed once, when the app's database is
 * first watched (database-context.ts); the database itself knows nothing of the engine.
 */
export function resumeRepliesWhenFound(): void {
  if (resuming) return;
  resuming = true;
  watchRepliesToResume(() => appEngine.resumeReplies().catch((error: unknown) => console.error("Moonlit:", error)));
}

/** The conversation engine bound to this browser's database, fetch and live-stream store. */
export function useEngine(): Engine {
  return appEngine;
}

/** Starts fetching the engine early (e.g. when the composer gets focus), so the first send is instant. */
export function preloadEngine(): void {
  // A failure here (no IndexedDB, offline) is reported by the action that needs the engine.
  load().catch(() => {});
}
