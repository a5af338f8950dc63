// What the browser's UI reads and writes directly, in one module that is loaded on demand (see
// lazy.ts): Dexie and the Dexie-based modules stay out of the page's first-load JavaScript.

export { liveQuery } from "dexie";
export { openDatabase } from "./database";
export { getConversation, listConversations, purgeDeletedConversations } from "./conversations";
export { listMessages } from "./message-tree";
export { getAttachment } from "./attachments";
export { getDraft, saveDraft } from "./drafts";
export { hasRepliesToResume, markInterruptedStreams } from "./streaming-replies";
export { watchFreedReplyLocks } from "./freed-reply-locks";
export { deleteTool, duplicateTool, exportToolLibrary, importToolLibrary, listTools, saveTool } from "./tools";
// Share links made here; building and importing shares (zod) load on demand like export and import.
export { deleteSharedLink, listSharedLinks, saveSharedLink } from "./shared-links";
