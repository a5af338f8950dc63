// The request that asks Kimi for a conversation's title, and the title read from its answer. Plain
// data, so the test upstream (e2e/test-upstream/titles.ts) knows and answers the same request.

import { isRecord } from "@/lib/protocol/is-record";
import { titleFromPrompt } from "./title";

export const TITLE_MODEL = "kimi-k3.1-pro-highspeed";
/** The system prompt of every title request; the test upstream knows a title request by it. */
export const TITLE_INSTRUCTION =
  "Name the conversation below in at most six words, in the language of the person's message. " +
  "Answer with the title alone: no quotes, no Markdown, no full stop.";

const PROMPT_CHARS = 2_000;

/** The request: the prompt as its first text block, the start of the reply as the second. */
export function titleRequest(prompt: string, replyStart: string) {
  return {
    model: TITLE_MODEL,
    // Thinking counts against max_tokens; low effort thinks briefly.
    max_tokens: 2_048,
    output_config: { effort: "low" },
    system: TITLE_INSTRUCTION,
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: Array.from(prompt).slice(0, PROMPT_CHARS).join("") },
          { type: "text", text: `Kimi's reply began: ${replyStart}` },
        ],
      },
    ],
    stream: false,
  };
}

/** The title in an answer's text: its first line, quotes and a "Title:" label taken off; null if none. */
export function titleFromAnswer(answer: unknown): string | null {
  if (!isRecord(answer) || !Array.isArray(answer.content)) return null;
  const text = answer.content
    .map((block: unknown) => (isRecord(block) && block.type === "text" && typeof block.text === "string" ? block.text : ""))
    .join("");
  const line = text.split("\n").map((part) => part.trim()).find((part) => part !== "") ?? "";
  const bare = line
    .replace(/^(title|标题)\s*[:：]\s*/i, "")
    .replace(/^["'“”‘’「『《\s]+|["'“”‘’」』》.。\s]+$/g, "");
  const title = titleFromPrompt(bare);
  return bare.trim() === "" || title === "New chat" ? null : title;
}
