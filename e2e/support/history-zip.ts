// A Moonlit zip export (layout in lib/db/zip-format.ts) of a made-up history, for measuring import
// and a large sidebar. Seeded, so the same arguments give the same bytes. Each conversation has 2 to
// 40 messages (21 on average): user prompts, and replies in Markdown with lists and code, most with
// thinking; one conversation in 25 sends a document (a text attachment); one in 200 is pinned. The
// dates spread over the two years before FIXED_NOW, the newest within the last day.

import { TextReader, Uint8ArrayReader, Uint8ArrayWriter, ZipWriter, configure } from "@zip.js/zip.js";
import type { ConversationRecord } from "@/lib/db/records";
import {
  END_ENTRY,
  MANIFEST_ENTRY,
  PIECE_ROWS,
  ZIP_FORMAT,
  ZIP_VERSION,
  attachmentBlobEntry,
  attachmentEntry,
  conversationsEntry,
  messagesEntry,
  type AttachmentFields,
} from "@/lib/db/zip-format";
import { defaultSettings } from "@/lib/db/default-settings";
import type { AssistantNode, MessageNode, UserNode } from "@/lib/protocol/message";

configure({ useWebWorkers: false });

const DAY = 86_400_000;

export interface HistoryZipOptions {
  /** Dates are spread over the two years before it (default: now, so the newest are "Today"). */
  now?: number;
}

/** A seeded random source (mulberry32): the same seed gives the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (max: number) => Math.floor(next() * max), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

type Random = ReturnType<typeof random>;

const TOPICS = ["IndexedDB", "React hooks", "a Postgres index", "CSS grid", "a Rust borrow error", "TypeScript generics", "a flaky test", "Docker layers", "a regex", "SQL joins", "the event loop", "a memory leak"];
const PROMPTS = [
  "How do I speed up {t}? It got slow once the data grew.",
  "Can you explain {t} like I'm new to it?",
  "Here's my code for {t}, why does it fail on the second run?",
  "What's the cleanest way to test {t}?",
  "Compare two approaches to {t} and tell me which you'd pick.",
  "Write a small example of {t} I can paste into a file.",
  "Follow-up: what about edge cases?",
  "Thanks. Can you make it shorter?",
];
const SENTENCES = [
  "The short answer is that the work happens once per row, so it grows with the data rather than with what is on screen.",
  "Keep the database as the source of truth and derive what you show from it; a reload then shows exactly what was there.",
  "Measure before changing anything: a profile usually points at one function that does most of the work.",
  "An index only helps when the query can use it, which means filtering on the indexed field first.",
  "Batching the writes turns thousands of small transactions into a handful of large ones.",
  "This is a common trap, and the fix is small once you see where the time goes.",
  "If the input can be empty, handle that first; most of the bugs of this kind hide there.",
  "You can keep both versions for a while and compare their output on real data before switching.",
  "The trade-off is memory: holding everything at once is simple, but it stops working past a certain size.",
  "Prefer the boring option here; it is easier to read and the gain of the clever one is small.",
];
const LIST_ITEMS = ["read only what the screen shows", "write in batches", "yield to the browser between batches", "keep the hot path free of allocation", "test the empty case", "log the slow path once", "cache the parsed result", "move the heavy work off the main thread"];
const CODE = [
  "```ts\nexport async function latest(db: MoonlitDB, id: string) {\n  return db.messages.where({ conversationId: id }).last();\n}\n```",
  "```python\ndef chunks(items, size):\n    for i in range(0, len(items), size):\n        yield items[i:i + size]\n```",
  "```bash\nfor f in logs/*.txt; do\n  grep -c ERROR \"$f\"\ndone | sort -n | tail -5\n```",
  "```sql\nSELECT c.id, count(m.id) AS messages\nFROM conversations c\nJOIN messages m ON m.conversation_id = c.id\nGROUP BY c.id\nORDER BY messages DESC\nLIMIT 10;\n```",
  "```tsx\nfunction Row({ title }: { title: string }) {\n  return <li className=\"truncate px-2 py-1\">{title}</li>;\n}\n```",
  "```rust\nfn longest<'a>(a: &'a str, b: &'a str) -> &'a str {\n    if a.len() >= b.len() { a } else { b }\n}\n```",
];

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Thinking signatures are opaque base64 upstream; these are random, so they deflate as little. */
function signature(r: Random): string {
  return `Eq${Array.from({ length: 120 }, () => BASE64[r.int(BASE64.length)]).join("")}==`;
}

function paragraph(r: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => r.pick(SENTENCES)).join(" ");
}

function replyText(r: Random, topic: string): string {
  const parts = [`About ${topic}: ${paragraph(r, 2 + r.int(3))}`];
  if (r.next() < 0.6) parts.push(Array.from({ length: 2 + r.int(4) }, () => `- ${r.pick(LIST_ITEMS)}`).join("\n"));
  if (r.next() < 0.5) parts.push(r.pick(CODE));
  parts.push(paragraph(r, 1 + r.int(4)));
  if (r.next() < 0.3) parts.push(`**In short:** ${r.pick(LIST_ITEMS)}, and ${r.pick(LIST_ITEMS)}.`);
  return parts.join("\n\n");
}

function documentText(r: Random, topic: string): string {
  return [`Notes on ${topic}`, ...Array.from({ length: 6 + r.int(20) }, () => paragraph(r, 3))].join("\n\n");
}

interface Built {
  conversation: ConversationRecord;
  messages: MessageNode[];
  documents: Array<{ fields: AttachmentFields; text: string }>;
}

function buildConversation(r: Random, n: number, updatedAt: number): Built {
  const id = `hist-${String(n).padStart(6, "0")}`;
  const topic = r.pick(TOPICS);
  const protocol = r.next() < 0.8 ? "anthropic" : "openai";
  const count = 2 * (1 + r.int(20));
  const gap = 20_000 + r.int(120_000);
  const startAt = updatedAt - (count - 1) * gap;
  const messages: MessageNode[] = [];
  const documents: Built["documents"] = [];
  let parentId: string | null = null;
  let last = "";
  for (let i = 0; i < count; i++) {
    const nodeId = `${id}-m${String(i).padStart(3, "0")}`;
    const base = { id: nodeId, conversationId: id, parentId, createdAt: startAt + i * gap };
    if (i % 2 === 0) {
      const text = r.pick(PROMPTS).replace("{t}", topic);
      const user: UserNode = { ...base, role: "user", text, attachments: [] };
      if (i === 0 && n % 25 === 7) {
        const body = documentText(r, topic);
        const doc = { id: `${id}-doc`, kind: "document" as const, mediaType: "text/plain", name: `${topic.replace(/\W+/g, "-")}-notes.txt`, size: body.length };
        user.attachments.push({ ...doc, document: { tokens: Math.ceil(body.length / 4) } });
        documents.push({ fields: { id: doc.id, conversationId: id, mediaType: doc.mediaType, name: doc.name, size: doc.size }, text: body });
      }
      messages.push(user);
      last = text;
    } else {
      const text = replyText(r, topic);
      const thinking = r.next() < 0.7 ? `The person asks about ${topic}. ${paragraph(r, 2 + r.int(4))}` : null;
      const assistant: AssistantNode =
        protocol === "anthropic"
          ? {
              ...base,
              role: "assistant",
              status: "complete",
              ...(thinking ? { thinkingDurations: { 0: 800 + r.int(9000) } } : {}),
              turn: {
                protocol,
                message: {
                  id: `msg_${nodeId}`,
                  type: "message",
                  role: "assistant",
                  model: "kimi-k3.1-pro",
                  content: [...(thinking ? [{ type: "thinking" as const, thinking, signature: signature(r) }] : []), { type: "text" as const, text }],
                  stop_reason: "end_turn",
                  stop_sequence: null,
                  usage: { input_tokens: 400 + i * 300, output_tokens: Math.ceil(text.length / 4) },
                },
              },
            }
          : {
              ...base,
              role: "assistant",
              status: "complete",
              turn: {
                protocol,
                result: {
                  id: `chatcmpl-${nodeId}`,
                  model: "kimi-k3.1-pro",
                  message: { role: "assistant", content: text, ...(thinking ? { reasoning_content: thinking } : {}) },
                  finish_reason: "stop",
                  usage: { prompt_tokens: 400 + i * 300, completion_tokens: Math.ceil(text.length / 4), total_tokens: 400 + i * 300 + Math.ceil(text.length / 4) },
                },
              },
            };
      messages.push(assistant);
      last = text;
    }
    parentId = nodeId;
  }
  const line = last.replace(/\s+/g, " ").trim();
  const conversation: ConversationRecord = {
    id,
    title: `${topic}: ${r.pick(["a question", "slow queries", "first steps", "a bug", "tests", "cleanup", "a review", "ideas"])} #${n}`,
    createdAt: startAt,
    updatedAt,
    pinned: n % 200 === 3,
    settings: defaultSettings({ protocol }),
    activeLeafId: parentId,
    preview: line.length <= 140 ? line : `${line.slice(0, 139)}…`,
  };
  return { conversation, messages, documents };
}

/** JSON arrays of at most PIECE_ROWS rows, as export-zip.ts writes them. */
function pieceTexts(rows: unknown[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += PIECE_ROWS) out.push(JSON.stringify(rows.slice(i, i + PIECE_ROWS)));
  return out;
}

/**
 * The zip export of `conversations` made-up conversations (about 21 messages each), seeded by `seed`.
 * What Settings › Import reads, exactly as Moonlit's own export would write it.
 */
export async function historyZip(conversations: number, seed = 1, options: HistoryZipOptions = {}): Promise<Uint8Array> {
  const r = random(seed);
  const now = options.now ?? Date.now();
  // Newest first, spaced unevenly over two years; the first is an hour ago.
  const span = 730 * DAY;
  const built: Built[] = [];
  for (let n = 0; n < conversations; n++) {
    const age = n === 0 ? 3_600_000 : Math.round(3_600_000 + span * Math.pow(n / Math.max(1, conversations - 1), 1.5)) + r.int(600_000);
    built.push(buildConversation(r, n, now - age));
  }
  const messages = built.flatMap((b) => b.messages);
  const documents = built.flatMap((b) => b.documents);

  const writer = new Uint8ArrayWriter();
  const zip = new ZipWriter(writer, { lastModDate: new Date(now), keepOrder: true });
  const counts = { conversations: built.length, messages: messages.length, attachments: documents.length };
  await zip.add(MANIFEST_ENTRY, new TextReader(JSON.stringify({ format: ZIP_FORMAT, version: ZIP_VERSION, exportedAt: new Date(now).toISOString(), counts })));
  // The export writes conversations oldest first (by updatedAt).
  const oldestFirst = built.map((b) => b.conversation).reverse();
  for (const [i, text] of pieceTexts(oldestFirst).entries()) await zip.add(conversationsEntry(i + 1), new TextReader(text));
  for (const [i, text] of pieceTexts(messages).entries()) await zip.add(messagesEntry(i + 1), new TextReader(text));
  for (const [i, { fields, text }] of documents.entries()) {
    await zip.add(attachmentEntry(i + 1), new TextReader(JSON.stringify(fields)));
    await zip.add(attachmentBlobEntry(i + 1), new Uint8ArrayReader(new TextEncoder().encode(text)), { level: 0 });
  }
  await zip.add(END_ENTRY, new TextReader(JSON.stringify(counts)));
  return zip.close();
}
