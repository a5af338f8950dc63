import { describe, expect, it } from "vitest";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode } from "@/lib/protocol/message";
import type { OpenAIResult } from "@/lib/protocol/openai/types";
import { deriveParts } from "./derive-parts";
import { stopNoticeOf } from "./stop-notice";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode } from "./test-support/nodes";

// Imported and shared conversations carry strings this client never chose: a block type, a
// protocol or a stop reason named like an Object.prototype key must read as unknown, not crash.
const INHERITED = ["__proto__", "hasOwnProperty", "constructor", "toString", "valueOf", "isPrototypeOf"];

function withBlock(type: string): AnthropicMessage {
  const content = [{ type: "text", text: "Before." }, JSON.parse(`{"type":${JSON.stringify(type)},"x":1}`), { type: "text", text: "After." }];
  return { ...fixtureMessage(FIXTURES.p02), content } as unknown as AnthropicMessage;
}

describe("deriveParts with inherited key names", () => {
  it.each(INHERITED)("skips an Anthropic block of type %s", (type) => {
    const parts = deriveParts([anthropicNode(withBlock(type))]);
    // Unknown blocks are skipped as before: the text around it stays one run.
    expect(parts).toMatchObject([{ type: "text", key: "a1:0", text: "Before.After." }]);
  });

  it.each(INHERITED)("ignores a turn whose protocol is %s", (protocol) => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p02));
    const odd = { ...node, turn: { ...node.turn, protocol } } as unknown as AssistantNode;
    expect(deriveParts([odd])).toEqual([]);
  });

  it.each(INHERITED)("reads an OpenAI tool call of type %s by its function", (type) => {
    const result: OpenAIResult = fixtureResult(FIXTURES.p08);
    result.message.tool_calls = [{ id: "c1", type, function: { name: type, arguments: "{}" } } as never];
    const parts = deriveParts([openaiNode(result)]);
    expect(parts.at(-1)).toMatchObject({ type: "tool-call", name: type });
  });

  it.each(INHERITED)("says nothing for a stop reason named %s", (reason) => {
    expect(stopNoticeOf(anthropicNode({ ...fixtureMessage(FIXTURES.p02), stop_reason: reason } as AnthropicMessage))).toBeNull();
    expect(stopNoticeOf(openaiNode({ ...fixtureResult(FIXTURES.p07), finish_reason: reason } as OpenAIResult))).toBeNull();
  });
});
