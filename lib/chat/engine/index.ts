export { createEngine, CONTINUE_PROMPT, type Engine, type SendInput } from "./engine";
export type { EngineDeps } from "./engine-deps";
export { EngineError, type EngineErrorKind } from "./engine-error";
export { GATEWAY_PATHS } from "./stream-turn";
export { pendingToolCalls, type PendingToolCall } from "./tool-calls";
export type { TurnErrorKind } from "./turn-error";
export { getAppEngine } from "./app-engine";
export { loadAppDatabase } from "@/lib/db/app-database";
export { createConversationActions, type ConversationActions } from "./conversation-actions";
