// Rows for seeding the "moonlit" IndexedDB database straight from the page: a conversation record
// (lib/db/records.ts) and a linear chain of MessageNode rows (lib/protocol/message.ts), alternating
// a user prompt and a realistic assistant turn (thinking with a signature, then a few paragraphs of
// markdown). Built in node, written in the page with raw IndexedDB (see browser-open.ts).

import { DEFAULT_SETTINGS } from "@/lib/db/default-settings";
import type { ConversationRecord } from "@/lib/db/records";
import type { AssistantNode, MessageNode, UserNode } from "@/lib/protocol/message";

export interface SeedConversation {
  conversation: ConversationRecord;
  messages: MessageNode[];
  /** A word only the last assistant message contains. */
  lastMarker: string;
}

const PROMPTS = [
  "How should I structure a Next.js app that keeps its data in IndexedDB?",
  "Can you show a smaller example of that?",
  "Why does the list re-render on every keystroke?",
  "What is the difference between `useMemo` and `useCallback` here?",
];

function assistantText(i: number): string {
  const code =
    i % 3 === 0
      ? "\n\n```ts\nexport async function latest(db: MoonlitDB, id: string) {\n  return db.messages.where({ conversationId: id }).last();\n}\n```"
      : "";
  return [
    `Here is answer number ${i}. The short version: keep the database as the source of truth and derive everything on screen from it, so a reload shows exactly what was there before.`,
    "- read rows through a live query\n- write in batches while a reply streams\n- keep `settings` on the conversation row",
    `A query such as \`db.messages.where("conversationId")\` is indexed, so it stays fast as a conversation grows. Paragraphs like this one make up most of a real reply, with the odd **bold** phrase and a [link](https://example.com/docs/${i}).${code}`,
    "If anything here is unclear, ask and I will expand on the part that matters to you.",
  ].join("\n\n");
}

/** A conversation of `count` messages (user and assistant alternating, assistant last when even). */
export function seedConversation(id: string, count: number, startAt = 1_700_000_000_000): SeedConversation {
  const messages: MessageNode[] = [];
  const lastMarker = `moonlitopenend${count}`;
  let parentId: string | null = null;
  for (let i = 0; i < count; i++) {
    const nodeId = `${id}-m${String(i).padStart(5, "0")}`;
    const createdAt = startAt + i * 1000;
    if (i % 2 === 0) {
      const user: UserNode = { id: nodeId, conversationId: id, parentId, createdAt, role: "user", text: PROMPTS[(i / 2) % PROMPTS.length], attachments: [] };
      messages.push(user);
    } else {
      const isLast = i === count - 1 || i === count - 2;
      const text = assistantText(i) + (isLast ? ` ${lastMarker}` : "");
      const assistant: AssistantNode = {
        id: nodeId,
        conversationId: id,
        parentId,
        createdAt,
        role: "assistant",
        status: "complete",
        thinkingDurations: { 0: 2400 },
        turn: {
          protocol: "anthropic",
          message: {
            id: `msg_${id}_${i}`,
            type: "message",
            role: "assistant",
            model: "kimi-k3.1-pro",
            content: [
              {
                type: "thinking",
                thinking: `The user asks question ${i}. I should answer with a direct recommendation, a short list and one example, then offer to go deeper. `.repeat(3),
                signature: `sig_${"A".repeat(120)}${i}`,
              },
              { type: "text", text },
            ],
            stop_reason: "end_turn",
            stop_sequence: null,
            usage: { input_tokens: 1200 + i, output_tokens: 420, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
          },
        },
      };
      messages.push(assistant);
    }
    parentId = nodeId;
  }
  const last = messages.at(-1);
  const conversation: ConversationRecord = {
    id,
    title: `Bench conversation of ${count} messages`,
    createdAt: startAt,
    updatedAt: startAt + count * 1000,
    pinned: false,
    settings: structuredClone(DEFAULT_SETTINGS),
    activeLeafId: last?.id ?? null,
    preview: "If anything here is unclear, ask and I will expand on the part that matters to you.",
  };
  return { conversation, messages, lastMarker };
}
