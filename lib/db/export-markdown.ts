// One conversation as Markdown: the title, then each message on the shown branch. Thinking is a
// collapsed <details> quote, tool calls are fenced JSON, citations become footnotes.

import type { ContentBlock, WebSearchResult } from "@/lib/protocol/anthropic/types";
import type { AssistantNode, MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { getPath } from "./message-tree";
import type { ConversationRecord } from "./records";

/** Footnotes numbered across the document; one per distinct URL. */
class Footnotes {
  private readonly byUrl = new Map<string, number>();
  private readonly lines: string[] = [];

  ref(url: string, title: string, quote?: string): string {
    let n = this.byUrl.get(url);
    if (n === undefined) {
      n = this.byUrl.size + 1;
      this.byUrl.set(url, n);
      const quoted = quote ? ` — “${quote.replace(/\s+/g, " ").trim()}”` : "";
      this.lines.push(`[^${n}]: [${title || url}](${url})${quoted}`);
    }
    return `[^${n}]`;
  }

  render(): string {
    return this.lines.join("\n");
  }
}

/** A code fence longer than any backtick run inside `body`. */
function fenced(body: string, lang = ""): string {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${body}\n${fence}`;
}

function thinking(text: string): string {
  const quote = text.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
  return `<details>\n<summary>Thinking</summary>\n\n${quote}\n\n</details>`;
}

function toolCall(name: string, input: unknown): string {
  return `Tool call: \`${name}\`\n\n${fenced(JSON.stringify(input, null, 2), "json")}`;
}

function parsedArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function anthropicBlock(block: ContentBlock, notes: Footnotes): string {
  switch (block.type) {
    case "text": {
      const marks = (block.citations ?? []).map((c) =>
        typeof c.url === "string" ? notes.ref(c.url, String(c.title ?? ""), String(c.cited_text ?? "")) : "",
      );
      return block.text + [...new Set(marks)].join("");
    }
    case "thinking":
      return block.thinking ? thinking(block.thinking) : "";
    case "tool_use":
    case "server_tool_use":
      return toolCall(block.name, block.input);
    case "web_search_tool_result":
      return Array.isArray(block.content)
        ? `Web search results:\n\n${block.content.map((r: WebSearchResult) => `- [${r.title || r.url}](${r.url})`).join("\n")}`
        : `Web search failed: ${block.content.error_code}`;
    default:
      return "";
  }
}

function assistantBody(node: AssistantNode, notes: Footnotes): string[] {
  if (node.turn.protocol === "anthropic") return node.turn.message.content.map((block) => anthropicBlock(block, notes));
  const { message } = node.turn.result;
  return [
    message.reasoning_content ? thinking(message.reasoning_content) : "",
    message.content ?? "",
    ...(message.tool_calls ?? []).map((call) => toolCall(call.function.name, parsedArguments(call.function.arguments))),
  ];
}

function messageSection(node: MessageNode, notes: Footnotes): string {
  switch (node.role) {
    case "user": {
      const files = node.attachments.map((a) => a.name).join(", ");
      return ["**You**", node.text, files ? `_Attachments: ${files}_` : ""].filter(Boolean).join("\n\n");
    }
    case "assistant":
      return ["**Assistant**", ...assistantBody(node, notes)].filter(Boolean).join("\n\n");
    case "tool":
      return node.results.map((r) => `**Tool result: \`${r.name}\`**\n\n${fenced(r.content)}`).join("\n\n");
  }
}

export function conversationToMarkdown(conversation: Pick<ConversationRecord, "title">, path: MessageNode[]): string {
  const notes = new Footnotes();
  const sections = path.map((node) => messageSection(node, notes));
  const body = [...sections, notes.render()].filter(Boolean).join("\n\n---\n\n");
  return `# ${conversation.title}\n\n${body}\n`;
}

export async function exportConversationMarkdown(db: MoonlitDB, conversationId: string): Promise<string> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation) throw new Error(`Conversation ${conversationId} does not exist.`);
  return conversationToMarkdown(conversation, await getPath(db, conversationId, conversation.activeLeafId));
}
