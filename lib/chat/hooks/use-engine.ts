import { getAppEngine } from "@/lib/chat/engine/app-engine";
import type { Engine } from "@/lib/chat/engine/engine";

// Each method reaches the engine only when called, so rendering (also on the server) creates nothing.
const appEngine: Engine = {
  send: (conversationId, input) => getAppEngine().send(conversationId, input),
  submitToolResults: (conversationId, results) => getAppEngine().submitToolResults(conversationId, results),
  stop: (conversationId) => getAppEngine().stop(conversationId),
  retry: (id) => getAppEngine().retry(id),
  regenerate: (id) => getAppEngine().regenerate(id),
  continueReply: (id) => getAppEngine().continueReply(id),
  editUserMessage: (id, text) => getAppEngine().editUserMessage(id, text),
  selectBranch: (conversationId, nodeId) => getAppEngine().selectBranch(conversationId, nodeId),
  deleteMessage: (id) => getAppEngine().deleteMessage(id),
  isRunning: (conversationId) => getAppEngine().isRunning(conversationId),
  settled: (conversationId) => getAppEngine().settled(conversationId),
};

/** The conversation engine bound to this browser's database, fetch and live-stream store. */
export function useEngine(): Engine {
  return appEngine;
}
