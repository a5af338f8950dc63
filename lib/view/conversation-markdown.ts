// A conversation's branch as Markdown: the title, then each user message and each reply, the reply
// grouped and derived into view parts as the thread draws it; sources cited anywhere become
// footnotes at the end.

import type { MessageNode, UserNode } from "@/lib/protocol/message";
import { deriveParts, type ReplyNode } from "./derive-parts";
import { Footnotes } from "./footnotes";
import { link } from "./markdown-syntax";
import { partsMarkdown } from "./part-markdown";
import { threadRows } from "./thread-rows";

function userSection(node: UserNode): string {
  // An image sent by address links to it; a stored file is named.
  const files = node.attachments.map((attachment) => (attachment.url ? link(attachment.name, attachment.url) : attachment.name)).join(", ");
  return ["**You**", node.text, files ? `_Attachments: ${files}_` : ""].filter(Boolean).join("\n\n");
}

function replySection(nodes: readonly ReplyNode[], notes: Footnotes): string {
  // Read as finished: nothing will answer a call that has no result by now.
  const parts = deriveParts(nodes, { toolLoopActive: false });
  return ["**Assistant**", partsMarkdown(parts, notes)].filter(Boolean).join("\n\n");
}

/** `path` runs root first, as lib/db's getPath returns it. */
export function conversationToMarkdown(title: string, path: readonly MessageNode[]): string {
  const notes = new Footnotes();
  const sections = threadRows(path).map((row) => (row.kind === "user" ? userSection(row.node) : replySection(row.nodes, notes)));
  const body = [...sections, notes.render()].filter(Boolean).join("\n\n---\n\n");
  return `# ${title}\n\n${body}\n`;
}
