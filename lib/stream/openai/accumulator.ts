// OpenAI chat.completion.chunk stream → the assistant result it describes (PROTOCOL.md §3). Each
// chunk is applied in place in time proportional to its own size; nothing is rebuilt per chunk.
//
// Decisions: only the choice with index 0 is accumulated (Moonlit never asks for n > 1), found by
// its `index`, never by position, so a usage-only `choices: []` chunk is fine; usage is taken from
// the top level or from the choice, whichever is non-null, the later one winning; event names are
// not consulted; events after `[DONE]` or finish() are ignored. Nothing throws out of push().

import type {
  OpenAIAccumulator,
  OpenAIChange,
  OpenAIProtocolErrorCode,
  OpenAIStreamError,
} from "@/lib/stream/openai/accumulator-types";
import type { ChatUsage, OpenAIErrorBody, OpenAIResult, ToolCall } from "@/lib/protocol/openai/types";
import { isRecord } from "@/lib/protocol/is-record";
import type { SseEvent } from "@/lib/stream/sse";

export type * from "@/lib/stream/openai/accumulator-types";

type Json = Record<string, unknown>;

const NOTHING: readonly OpenAIChange[] = Object.freeze([]);

export function createOpenAIAccumulator(): OpenAIAccumulator {
  let result: OpenAIResult | null = null;
  let done = false;
  let finished = false;
  let error: OpenAIStreamError | null = null;
  /** Wire `index` → position in message.tool_calls. */
  const callPositions = new Map<number, number>();

  function fail(code: OpenAIProtocolErrorCode, text: string): OpenAIChange {
    const failure: OpenAIStreamError = { kind: "protocol", code, message: text };
    error ??= failure;
    return { kind: "error", error: failure };
  }

  function toolCall(current: OpenAIResult, fragment: Json, fallback: number, out: OpenAIChange[]) {
    const wireIndex = typeof fragment.index === "number" ? fragment.index : fallback;
    const fn = isRecord(fragment.function) ? fragment.function : {};
    const calls = (current.message.tool_calls ??= []);
    let position = callPositions.get(wireIndex);
    if (position === undefined) {
      position = calls.length;
      callPositions.set(wireIndex, position);
      calls.push({ id: "", type: "function", function: { name: "", arguments: "" } });
      out.push({ kind: "tool-call-start", index: position });
    }
    const call: ToolCall = calls[position];
    // The opening fragment names the call; `type` is kept as sent (builtin_function for $web_search).
    if (typeof fragment.id === "string" && fragment.id !== "") call.id = fragment.id;
    if (typeof fragment.type === "string" && fragment.type !== "") call.type = fragment.type;
    if (typeof fn.name === "string" && fn.name !== "") call.function.name = fn.name;
    if (typeof fn.arguments === "string") {
      call.function.arguments += fn.arguments;
      out.push({ kind: "tool-call-arguments", index: position, delta: fn.arguments });
    }
  }

  function applyChoice(current: OpenAIResult, choice: Json, out: OpenAIChange[]) {
    const { message } = current;
    if (choice.delta !== undefined && choice.delta !== null) {
      if (!isRecord(choice.delta)) {
        out.push(fail("unexpected-chunk", "a choice delta that is not an object"));
      } else {
        const delta = choice.delta;
        if (typeof delta.reasoning_content === "string") {
          message.reasoning_content = (message.reasoning_content ?? "") + delta.reasoning_content;
          out.push({ kind: "reasoning", delta: delta.reasoning_content });
        }
        if (typeof delta.content === "string") {
          message.content = (message.content ?? "") + delta.content;
          out.push({ kind: "content", delta: delta.content });
        }
        if (Array.isArray(delta.tool_calls)) {
          delta.tool_calls.forEach((fragment: unknown, i: number) => {
            if (isRecord(fragment)) toolCall(current, fragment, i, out);
            else out.push(fail("unexpected-chunk", "a tool_calls fragment that is not an object"));
          });
        }
      }
    }
    if (typeof choice.finish_reason === "string") {
      current.finish_reason = choice.finish_reason;
      out.push({ kind: "finish", reason: choice.finish_reason });
    }
    if (isRecord(choice.usage)) {
      current.usage = choice.usage as ChatUsage;
      out.push({ kind: "usage" });
    }
  }

  function applyChunk(chunk: Json): readonly OpenAIChange[] {
    const out: OpenAIChange[] = [];
    if (!result) {
      result = {
        id: typeof chunk.id === "string" ? chunk.id : "",
        model: typeof chunk.model === "string" ? chunk.model : "",
        message: { role: "assistant", content: null },
        finish_reason: null,
        usage: null,
      };
      out.push({ kind: "start" });
    }
    if (chunk.choices !== undefined && chunk.choices !== null) {
      if (!Array.isArray(chunk.choices)) {
        out.push(fail("unexpected-chunk", "choices is not an array"));
      } else {
        for (const choice of chunk.choices) {
          if (isRecord(choice) && (choice.index ?? 0) === 0) applyChoice(result, choice, out);
        }
      }
    }
    if (isRecord(chunk.usage)) {
      result.usage = chunk.usage as ChatUsage;
      out.push({ kind: "usage" });
    }
    return out;
  }

  return {
    get result() {
      return result;
    },
    get done() {
      return done;
    },
    get error() {
      return error;
    },
    push(event: SseEvent) {
      if (done || finished) return NOTHING;
      // Compare the data value, not the raw line: under CRLF the line ends in CR.
      if (event.data.trim() === "[DONE]") {
        done = true;
        return [{ kind: "done" }];
      }
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return [fail("malformed-json", `chunk data is not JSON: ${event.data.slice(0, 80)}`)];
      }
      if (!isRecord(data)) return [fail("malformed-json", "chunk data is not a JSON object")];
      if (data.error !== undefined && data.error !== null) {
        // An upstream error decides what the user sees (retry), so it replaces a protocol error.
        error = { kind: "upstream", body: data as OpenAIErrorBody };
        return [{ kind: "error", error }];
      }
      return applyChunk(data);
    },
    finish() {
      if (!finished) {
        finished = true;
        if (!done && !error) fail("truncated", "the stream ended before [DONE]");
      }
      return { result, error };
    },
  };
}
