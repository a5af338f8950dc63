import { describe, expect, it } from "vitest";
import { buildAnthropicRequest } from "@/lib/chat/adapters/anthropic/build-request";
import { buildOpenAIRequest } from "@/lib/chat/adapters/openai/build-request";
import { anthropicMessage, anthropicTurn, openAIResult, openAITurn, settings, toolResults, user } from "./test-support/history";

// Turns that did not end cleanly go back trimmed to what upstream will accept.

describe("trimmed turns", () => {
  it("an interrupted OpenAI turn with an answered call but no reasoning still carries reasoning_content", () => {
    const call = { id: "functions.lookup:0", type: "function", function: { name: "lookup", arguments: "{}" } };
    const turn = openAITurn(openAIResult({ role: "assistant", content: null, tool_calls: [call] }, "tool_calls"), "interrupted");
    const result = { toolUseId: call.id, name: "lookup", content: "42" };
    const body = buildOpenAIRequest(settings({ protocol: "openai" }), [user("q"), turn, toolResults(result), user("and?")]);
    expect(body.messages[1]).toEqual({ role: "assistant", content: null, reasoning_content: "", tool_calls: [call] });
  });

  it("a turn cut by max_tokens inside its thinking goes back without the unsigned thinking block", () => {
    const text = { type: "text" as const, text: "The answer starts" };
    const signed = { type: "thinking" as const, thinking: "first", signature: "sig-1" };
    const unsigned = { type: "thinking" as const, thinking: "second, cut", signature: "" };
    const turn = anthropicTurn(anthropicMessage([signed, text, unsigned], "max_tokens"));
    const body = buildAnthropicRequest(settings(), [user("q"), turn, user("Continue")]);
    const replayed = body.messages[1].content as unknown[];
    expect(replayed).toEqual([signed, text]);
    expect(replayed[0]).toBe(signed);
  });
});
