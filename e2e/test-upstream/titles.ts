import { isRecord } from "@/lib/protocol/is-record";
import { TITLE_INSTRUCTION, TITLE_MODEL } from "@/lib/chat/engine/title-request";

// The app's title requests (model-title.ts) are answered here, beside the script queue: naming a
// conversation never takes a spec's scripted reply, and is recorded apart from the requests specs
// count. Unless a spec set a title, the answer holds no title (an empty text), so the app keeps the
// prompt's and a spec that does not look at titles sees none change.

export function isTitleRequest(path: string, json: unknown): boolean {
  return path === "/v1/messages" && isRecord(json) && json.system === TITLE_INSTRUCTION;
}

/** A non-stream Anthropic message whose text is `title`, or empty. */
export function titleAnswer(title: string | null): Record<string, unknown> {
  return {
    id: "msg_title",
    type: "message",
    role: "assistant",
    model: TITLE_MODEL,
    content: [{ type: "text", text: title ?? "" }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 40, output_tokens: 8 },
  };
}
