// Taking a shared conversation into this browser's database as a new conversation. Everything gets a
// fresh id, so a share can be continued here even beside the conversation it was made from (the
// owner opening their own link). Assistant turns are stored from the parsed JSON, as in importJson,
// so they stay byte-for-byte what the snapshot holds. Tool results keep their toolUseIds: those are
// upstream's ids, which the assistant turns they answer still carry. Its tools come in turned off
// (share-import-tools.ts).

import type { AttachmentRef, MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import type { ExportedConversation } from "./export-format";
import { newId } from "./ids";
import { decodeAttachments } from "./import";
import { ImportError, validateImport, type ValidImport } from "./import-validation";
import { messageText, previewOf } from "./message-text";
import type { ConversationRecord } from "./records";
import { libraryAdditions, withToolsOff } from "./share-import-tools";
import { writeTransaction } from "./storage-error";

/** The checks of a share on top of an export's: one conversation, one tree, its leaf inside it. */
export function validateSharedSnapshot(input: unknown): ValidImport {
  const doc = validateImport(input);
  if (doc.conversations.length !== 1) {
    throw new ImportError(`A shared conversation holds exactly one conversation; this one holds ${doc.conversations.length}.`);
  }
  const ids = new Set<string>();
  doc.messages.forEach((m, i) => {
    if (ids.has(m.id)) throw new ImportError(`messages[${i}] repeats the id ${m.id}.`);
    ids.add(m.id);
  });
  doc.messages.forEach((m, i) => {
    if (m.parentId !== null && !ids.has(m.parentId)) {
      throw new ImportError(`messages[${i}] has parent ${m.parentId}, which is not in the share.`);
    }
  });
  const leaf = doc.conversations[0].activeLeafId;
  if (leaf !== null && !ids.has(leaf)) throw new ImportError(`The shown message ${leaf} is not in the share.`);
  return doc;
}

/** The raw conversation row's settings over zod's: defaults filled in, nothing zod does not know dropped. */
function settingsOf(input: unknown, parsed: ExportedConversation): ConversationRecord["settings"] {
  const raw = (input as { conversations: { settings: object }[] }).conversations[0].settings;
  return { ...parsed.settings, ...raw } as ConversationRecord["settings"];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportError("The shared conversation is not valid JSON.");
  }
}

/** Stores the snapshot (parsed, or its JSON text) as a new conversation and returns its id; throws ImportError. */
export async function importSharedConversation(db: MoonlitDB, snapshot: unknown): Promise<string> {
  const data = typeof snapshot === "string" ? parseJson(snapshot) : snapshot;
  const doc = validateSharedSnapshot(data);
  const conversationId = newId();
  const messageIds = new Map(doc.messages.map((m) => [m.id, newId()]));
  const attachmentIds = new Map(doc.attachments.map((a) => [a.id, newId()]));
  // A ref whose bytes are not in the share gets an id of its own too, so it never points at a file
  // that happens to be stored here under the old id.
  const refId = (ref: AttachmentRef) => attachmentIds.get(ref.id) ?? newId();

  const messages = doc.messages.map((m): MessageNode => {
    const moved = { ...m, id: messageIds.get(m.id)!, conversationId, parentId: m.parentId === null ? null : messageIds.get(m.parentId)! };
    if (moved.role !== "user") return moved;
    return { ...moved, attachments: moved.attachments.map((ref) => ({ ...ref, id: refId(ref) })) };
  });
  const attachments = decodeAttachments(doc).map((a) => ({ ...a, id: attachmentIds.get(a.id)!, conversationId }));

  const source = doc.conversations[0];
  const activeLeafId = source.activeLeafId === null ? null : messageIds.get(source.activeLeafId)!;
  const leaf = messages.find((m) => m.id === activeLeafId);
  const now = Date.now();
  const settings = settingsOf(data, source);
  const conversation: ConversationRecord = {
    id: conversationId,
    title: source.title,
    createdAt: now,
    updatedAt: now,
    pinned: false,
    settings: withToolsOff(settings),
    activeLeafId,
    // A leaf with only tool calls has no text: the sidebar keeps the words the share showed last.
    preview: (leaf && previewOf(messageText(leaf))) || source.preview,
  };

  await writeTransaction(db, [db.conversations, db.messages, db.attachments, db.tools], async () => {
    await db.conversations.add(conversation);
    await db.messages.bulkAdd(messages);
    await db.attachments.bulkAdd(attachments);
    await db.tools.bulkAdd(libraryAdditions(settings.tools, await db.tools.toArray(), now));
  });
  return conversationId;
}
