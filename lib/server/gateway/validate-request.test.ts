import { describe, expect, it } from "vitest";
import { listFixtures, loadFixture } from "@/lib/protocol/fixtures/load";
import { validateAnthropicRequest, validateOpenAIRequest } from "./validate-request";

const fixtureMetas = listFixtures("public").map(loadFixture);

const base = { model: "kimi-k3.1-pro", max_tokens: 1024, messages: [{ role: "user", content: "Reply with OK." }] };

function issueOf(body: unknown) {
  const result = validateAnthropicRequest(body);
  if (result.ok) throw new Error("expected an issue");
  return result.issue;
}

describe("fixture and documented requests", () => {
  it.each(fixtureMetas)("$name: request and follow_up_request validate", ({ meta }) => {
    const validate = meta.protocol === "anthropic" ? validateAnthropicRequest : validateOpenAIRequest;
    for (const body of [meta.request, meta.follow_up_request].filter(Boolean)) {
      const result = validate(body);
      expect(result.ok ? null : result.issue).toBeNull();
    }
  });

  it("accepts the K3.1 and K3 document examples", () => {
    const examples = [
      { ...base, output_config: { effort: "low" }, stream: true },
      { ...base, model: "kimi-k3.1-pro-highspeed", output_config: { effort: "low" } },
      { ...base, output_config: { effort: "low" }, cache_control: { type: "ephemeral", ttl: "1h" } },
      { ...base, output_config: { effort: "low" }, tools: [{ type: "web_search_20250305", name: "web_search", max_uses: 1 }] },
      {
        ...base,
        output_config: {
          effort: "low",
          format: { type: "json_schema", schema: { type: "object", properties: { result: { type: "string" } }, required: ["result"], additionalProperties: false } },
        },
      },
      { ...base, model: "kimi-k3", max_tokens: 2048, system: "You are a precise technical editor." },
      {
        ...base,
        model: "kimi-k3",
        tools: [{ name: "get_weather", description: "Get the weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } }],
        tool_choice: { type: "auto" },
      },
      { ...base, system: [{ type: "text", text: "Be brief." }], stop_sequences: ["END"], cache_control: { type: "ephemeral" } },
    ];
    for (const body of examples) expect(validateAnthropicRequest(body)).toMatchObject({ ok: true });
  });
});

describe("validateAnthropicRequest", () => {
  it("keeps unknown fields and unknown content blocks", () => {
    const body = {
      ...base,
      metadata: { user_id: "u1" },
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: [{ type: "future_block", opaque: "x" }, { type: "redacted_thinking", data: "abc" }] },
        { role: "user", content: [{ type: "text", text: "again", cache_control: { type: "ephemeral" } }] },
      ],
    };
    const result = validateAnthropicRequest(body);
    expect(result).toEqual({ ok: true, value: body });
  });

  it("rejects a body that is not an object", () => {
    for (const body of [null, [], "text", 3]) expect(issueOf(body).field).toBe("");
  });

  it("requires a model offered on the route", () => {
    expect(issueOf({ ...base, model: undefined })).toEqual({ field: "model", message: "model is required" });
    expect(issueOf({ ...base, model: "gpt-4o" }).field).toBe("model");
    expect(validateAnthropicRequest({ ...base, model: "kimi-k3" }).ok).toBe(true);
  });

  it("requires non-empty messages with valid roles and content", () => {
    expect(issueOf({ ...base, messages: undefined })).toEqual({ field: "messages", message: "messages is required" });
    expect(issueOf({ ...base, messages: [] }).field).toBe("messages");
    expect(issueOf({ ...base, messages: ["hi"] }).field).toBe("messages.0");
    expect(issueOf({ ...base, messages: [{ role: "system", content: "x" }] }).field).toBe("messages.0.role");
    expect(issueOf({ ...base, messages: [{ content: "x" }] }).field).toBe("messages.0.role");
    expect(issueOf({ ...base, messages: [{ role: "user" }] }).field).toBe("messages.0.content");
    expect(issueOf({ ...base, messages: [{ role: "user", content: [{ text: "no type" }] }] }).field).toBe("messages.0.content");
  });

  it("refuses a system turn in messages in the words of Anthropic's API, which Claude Code answers by folding it into the conversation", () => {
    // Claude Code 2.1 sends its environment block as a system turn after the first user turn; the Kimi
    // documents accept only user and assistant. Claude Code recognises this wording (and not others).
    const environment = { role: "system", content: [{ type: "text", text: "# Environment" }] };
    expect(issueOf({ ...base, messages: [{ role: "user", content: "hi" }, environment] })).toEqual({
      field: "messages.1.role",
      message: 'Unexpected role "system". The Messages API accepts a top-level `system` parameter, not "system" as an input message role.',
    });
    expect(issueOf({ ...base, messages: [{ role: "developer", content: "x" }] }).message).toBe('role must be "user" or "assistant"');
  });

  it("requires max_tokens to be an integer from 1 to 1,048,576", () => {
    expect(issueOf({ ...base, max_tokens: undefined })).toEqual({ field: "max_tokens", message: "max_tokens is required" });
    for (const value of [0, -1, 1.5, 1_048_577, "1024"]) {
      expect(issueOf({ ...base, max_tokens: value })).toEqual({
        field: "max_tokens",
        message: "max_tokens must be an integer from 1 to 1,048,576",
      });
    }
    for (const value of [1, 1_048_576]) expect(validateAnthropicRequest({ ...base, max_tokens: value }).ok).toBe(true);
  });

  it("allows at most 5 stop_sequences of at most 32 UTF-8 bytes each", () => {
    expect(validateAnthropicRequest({ ...base, stop_sequences: ["a", "b", "c", "d", "e"] }).ok).toBe(true);
    expect(issueOf({ ...base, stop_sequences: ["a", "b", "c", "d", "e", "f"] }).field).toBe("stop_sequences");
    expect(validateAnthropicRequest({ ...base, stop_sequences: ["x".repeat(32), "é".repeat(16)] }).ok).toBe(true);
    expect(issueOf({ ...base, stop_sequences: ["ok", "x".repeat(33)] }).field).toBe("stop_sequences.1");
    expect(issueOf({ ...base, stop_sequences: ["ok", "ok", "é".repeat(17)] })).toEqual({
      field: "stop_sequences.2",
      message: "a stop sequence can be at most 32 bytes (UTF-8)",
    });
    expect(issueOf({ ...base, stop_sequences: "END" }).field).toBe("stop_sequences");
  });

  it("accepts the documented efforts and aliases only", () => {
    for (const effort of ["low", "high", "max", "medium", "xhigh", "minimal", "none"]) {
      expect(validateAnthropicRequest({ ...base, output_config: { effort } }).ok).toBe(true);
    }
    expect(issueOf({ ...base, output_config: { effort: "extreme" } }).field).toBe("output_config.effort");
  });

  it("checks the structured output format", () => {
    expect(issueOf({ ...base, output_config: { format: { type: "json_object" } } }).field).toBe("output_config.format.type");
    expect(issueOf({ ...base, output_config: { format: { type: "json_schema" } } }).field).toBe("output_config.format.schema");
  });

  it("accepts only an ephemeral cache_control with a 5m or 1h ttl", () => {
    expect(validateAnthropicRequest({ ...base, cache_control: { type: "ephemeral", ttl: "5m" } }).ok).toBe(true);
    expect(issueOf({ ...base, cache_control: { type: "ephemeral", ttl: "10m" } })).toEqual({
      field: "cache_control.ttl",
      message: 'cache_control.ttl must be "5m" or "1h"',
    });
    expect(issueOf({ ...base, cache_control: { type: "persistent" } }).field).toBe("cache_control.type");
    expect(issueOf({ ...base, cache_control: { ttl: "1h" } }).field).toBe("cache_control.type");
  });

  it("requires stream to be a boolean", () => {
    expect(issueOf({ ...base, stream: "true" })).toEqual({ field: "stream", message: "stream must be true or false" });
  });

  it("checks tool_choice shapes", () => {
    for (const choice of [{ type: "auto" }, { type: "any" }, { type: "none" }, { type: "tool", name: "get_weather" }]) {
      expect(validateAnthropicRequest({ ...base, tool_choice: choice }).ok).toBe(true);
    }
    expect(issueOf({ ...base, tool_choice: "auto" }).field).toBe("tool_choice");
    expect(issueOf({ ...base, tool_choice: { type: "required" } }).field).toBe("tool_choice.type");
    expect(issueOf({ ...base, tool_choice: { type: "tool" } }).field).toBe("tool_choice.name");
  });

  it("checks custom and web search tools, passing other tool types", () => {
    expect(issueOf({ ...base, tools: [{ name: "f" }] }).field).toBe("tools.0.input_schema");
    expect(issueOf({ ...base, tools: [{ name: "", input_schema: {} }] }).field).toBe("tools.0.name");
    expect(issueOf({ ...base, tools: [{ type: "web_search_20250305", name: "web_search", max_uses: 0 }] }).field).toBe("tools.0.max_uses");
    expect(issueOf({ ...base, tools: [{ type: "web_search_20250305", name: "search" }] }).field).toBe("tools.0.name");
    expect(validateAnthropicRequest({ ...base, tools: [{ type: "code_execution_20250522", name: "code_execution" }] }).ok).toBe(true);
  });

  it("passes kimi-k3 requests carrying K3.1-only fields through to upstream", () => {
    const body = { ...base, model: "kimi-k3", output_config: { effort: "low" }, tools: [{ type: "web_search_20250305", name: "web_search" }] };
    expect(validateAnthropicRequest(body).ok).toBe(true);
  });

  it("checks the system prompt shape", () => {
    expect(issueOf({ ...base, system: 42 }).field).toBe("system");
    expect(issueOf({ ...base, system: [{ type: "image" }] }).field).toBe("system.0.type");
  });
});
