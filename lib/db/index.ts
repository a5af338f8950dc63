// The database layer's public surface. Components read through liveQuery / TanStack Query on top of
// these functions; see database.ts for why cross-tab updates need nothing extra.

export { DEFAULT_DATABASE_NAME, MoonlitDB, openDatabase } from "./database";
export type { AttachmentRecord, ConversationRecord, DraftRecord } from "./records";
export * from "./conversations";
export * from "./messages";
export * from "./message-tree";
export * from "./attachments";
export * from "./drafts";
export * from "./search";
export * from "./stream-saver";
export * from "./storage-error";
export * from "./export";
export * from "./export-markdown";
export * from "./import";
export { messageText, previewOf } from "./message-text";
export { EXPORT_FORMAT, EXPORT_VERSION, type MoonlitExport } from "./export-format";
