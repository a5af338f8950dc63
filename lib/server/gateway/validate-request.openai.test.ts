import { describe, expect, it } from "vitest";
import { validateOpenAIRequest } from "./validate-request";

const base = { model: "kimi-k3.1-pro", messages: [{ role: "user", content: "Reply with OK." }] };

function issueOf(body: unknown) {
  const result = validateOpenAIRequest(body);
  if (result.ok) throw new Error("expected an issue");
  return result.issue;
}

const weatherTool = {
  type: "function",
  function: { name: "get_weather", description: "查询指定城市的天气", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } },
};

describe("validateOpenAIRequest", () => {
  it("accepts the 003 document examples", () => {
    const examples = [
      { ...base, reasoning_effort: "low", max_completion_tokens: 1024 },
      { ...base, model: "kimi-k3.1-pro-highspeed", reasoning_effort: "low", max_completion_tokens: 1024, stream: true },
      { ...base, reasoning_effort: "low", max_completion_tokens: 1024, prompt_cache_options: { mode: "implicit", ttl: "1h" } },
      { ...base, reasoning_effort: "low", max_completion_tokens: 1024, tools: [{ type: "web_search" }] },
      {
        ...base,
        response_format: { type: "json_schema", json_schema: { name: "result", strict: true, schema: { type: "object" } } },
      },
      { ...base, tools: [weatherTool], tool_choice: "auto" },
      { ...base, response_format: { type: "json_object" } },
    ];
    for (const body of examples) expect(validateOpenAIRequest(body)).toMatchObject({ ok: true });
  });

  it("keeps unknown fields and accepts every documented message shape", () => {
    const body = {
      ...base,
      stream_options: { include_usage: true },
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: [{ type: "text", text: "看图" }, { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } }] },
        {
          role: "assistant",
          content: null,
          reasoning_content: "search first",
          tool_calls: [{ id: "call_1", type: "builtin_function", function: { name: "$web_search", arguments: "{}" } }],
        },
        { role: "tool", tool_call_id: "call_1", name: "$web_search", content: "{}" },
      ],
    };
    expect(validateOpenAIRequest(body)).toEqual({ ok: true, value: body });
  });

  it("rejects a body that is not an object", () => {
    for (const body of [null, [], "text"]) expect(issueOf(body).field).toBe("");
  });

  it("requires a K3.1 model: kimi-k3 is Anthropic-only", () => {
    expect(issueOf({ ...base, model: undefined })).toEqual({ field: "model", message: "model is required" });
    const issue = issueOf({ ...base, model: "kimi-k3" });
    expect(issue.field).toBe("model");
    expect(issue.message).toContain("not offered in the OpenAI format");
    expect(validateOpenAIRequest({ ...base, model: "kimi-k3.1-pro-highspeed" }).ok).toBe(true);
  });

  it("passes every role of OpenAI's API for upstream to judge, developer included", () => {
    // OpenAI clients send instructions as `developer` (the AI SDK does for reasoning models).
    for (const role of ["developer", "function"]) {
      expect(validateOpenAIRequest({ ...base, messages: [{ role, content: "Answer in French.", name: "f" }, ...base.messages] }).ok).toBe(true);
    }
  });

  it("requires non-empty messages with valid roles", () => {
    expect(issueOf({ ...base, messages: undefined }).field).toBe("messages");
    expect(issueOf({ ...base, messages: [] })).toEqual({ field: "messages", message: "messages must not be empty" });
    expect(issueOf({ ...base, messages: [null] }).field).toBe("messages.0");
    expect(issueOf({ ...base, messages: [{ role: "wizard", content: "x" }] })).toEqual({
      field: "messages.0.role",
      message: "Invalid value: 'wizard'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.",
    });
    expect(issueOf({ ...base, messages: [{ role: "user", content: 5 }] }).field).toBe("messages.0.content");
  });

  it("bounds max_completion_tokens and the deprecated max_tokens, never both", () => {
    for (const field of ["max_completion_tokens", "max_tokens"]) {
      expect(validateOpenAIRequest({ ...base, [field]: 1_048_576 }).ok).toBe(true);
      for (const value of [0, 2.5, 1_048_577, "10"]) {
        expect(issueOf({ ...base, [field]: value })).toEqual({ field, message: `${field} must be an integer from 1 to 1,048,576` });
      }
    }
    expect(issueOf({ ...base, max_tokens: 100, max_completion_tokens: 100 })).toEqual({
      field: "max_tokens",
      message: "max_tokens is a deprecated alias of max_completion_tokens: never send both",
    });
  });

  it("accepts the documented reasoning efforts only", () => {
    for (const effort of ["low", "high", "max", "medium", "xhigh", "minimal", "none"]) {
      expect(validateOpenAIRequest({ ...base, reasoning_effort: effort }).ok).toBe(true);
    }
    expect(issueOf({ ...base, reasoning_effort: "ultra" }).field).toBe("reasoning_effort");
  });

  it("accepts only a 5m or 1h prompt cache ttl in implicit mode", () => {
    expect(issueOf({ ...base, prompt_cache_options: { mode: "implicit", ttl: "24h" } })).toEqual({
      field: "prompt_cache_options.ttl",
      message: 'prompt_cache_options.ttl must be "5m" or "1h"',
    });
    expect(issueOf({ ...base, prompt_cache_options: { mode: "explicit" } }).field).toBe("prompt_cache_options.mode");
  });

  it("allows at most 128 tools and checks function tools", () => {
    const tools = Array.from({ length: 128 }, (_, i) => ({ type: "function", function: { name: `f${i}`, parameters: {} } }));
    expect(validateOpenAIRequest({ ...base, tools }).ok).toBe(true);
    expect(issueOf({ ...base, tools: [...tools, weatherTool] })).toEqual({ field: "tools", message: "at most 128 tools are allowed" });
    expect(issueOf({ ...base, tools: [{ type: "function" }] }).field).toBe("tools.0.function");
    expect(issueOf({ ...base, tools: [{ type: "function", function: { parameters: {} } }] }).field).toBe("tools.0.function.name");
    expect(issueOf({ ...base, tools: [{ function: { name: "f" } }] }).field).toBe("tools.0.type");
  });

  it("checks tool_choice shapes", () => {
    for (const choice of ["auto", "none", "required", { type: "function", function: { name: "get_weather" } }]) {
      expect(validateOpenAIRequest({ ...base, tools: [weatherTool], tool_choice: choice }).ok).toBe(true);
    }
    expect(issueOf({ ...base, tool_choice: "any" }).field).toBe("tool_choice");
    expect(issueOf({ ...base, tool_choice: { type: "auto" } }).field).toBe("tool_choice.type");
    expect(issueOf({ ...base, tool_choice: { type: "function", function: {} } }).field).toBe("tool_choice.function.name");
  });

  it("checks response_format", () => {
    expect(issueOf({ ...base, response_format: { type: "yaml" } }).field).toBe("response_format.type");
    expect(issueOf({ ...base, response_format: { type: "json_schema" } }).field).toBe("response_format.json_schema");
    expect(issueOf({ ...base, response_format: { type: "json_schema", json_schema: { name: "r" } } }).field).toBe("response_format.json_schema.schema");
  });

  it("requires stream to be a boolean", () => {
    expect(issueOf({ ...base, stream: 1 })).toEqual({ field: "stream", message: "stream must be true or false" });
  });
});
