import { isRecord } from "@/lib/protocol/is-record";
import { TITLE_INSTRUCTION, TITLE_MODEL } from "@/lib/chat/engine/title-request";
import { titleFromPrompt } from "@/lib/chat/engine/title";

// The app's title requests (model-title.ts) are answered here, beside the script queue: naming a
// conversation never takes a spec's scripted reply, and is recorded apart from the requests specs
// count. Unless a spec set a title, the answer is the title the app already shows (the prompt's),
// so a spec that does not look at titles sees none change.

export function isTitleRequest(path: string, json: unknown): boolean {
  return path === "/v1/messages" && isRecord(json) && json.system === TITLE_INSTRUCTION;
}

function promptOf(json: unknown): string {
  if (!isRecord(json) || !Array.isArray(json.messages)) return "";
  const first: unknown = json.messages[0];
  if (!isRecord(first) || !Array.isArray(first.content)) return "";
  const block: unknown = first.content[0];
  return isRecord(block) && typeof block.text === "string" ? block.text : "";
}

/** A non-stream Anthropic message whose text is `title`, or the prompt's own title. */
export function titleAnswer(json: unknown, title: string | null): Record<string, unknown> {
  return {
    id: "msg_title",
    type: "message",
    role: "assistant",
    model: TITLE_MODEL,
    content: [{ type: "text", text: title ?? titleFromPrompt(promptOf(json)) }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 40, output_tokens: 8 },
  };
}
