import { describe, expect, it } from "vitest";

import { simulateOpenAI } from "./simulate";
import { accumulateOpenAI, openaiChunks, sseEvents } from "./test-support/read-reply";
import { schemaErrors } from "./test-support/schema-errors";

const QUESTION = "Which houseplants survive a dark north-facing room?";
const base = { model: "kimi-k3.1-pro", stream: true };
const user = (content: unknown) => ({ role: "user", content });
const WEATHER = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Current weather for a city",
    parameters: { type: "object", properties: { city: { type: "string" }, unit: { type: "string", enum: ["c", "f"] } }, required: ["city"] },
  },
};
const CLOCK = { type: "function", function: { name: "get_time", description: "Current time", parameters: { type: "object", properties: {} } } };

describe("simulateOpenAI", () => {
  it("streams reasoning_content, then markdown content, then usage inside the last choice", () => {
    const reply = simulateOpenAI({ ...base, messages: [{ role: "system", content: "Be brief." }, user(QUESTION)] });
    expect(reply.contentType).toBe("text/event-stream");
    for (const chunk of reply.chunks) expect(chunk).toMatch(/^data: .+\n\n$/);
    expect(reply.chunks.at(-1)).toBe("data: [DONE]\n\n");
    const chunks = openaiChunks(reply);
    expect(chunks[0].choices[0].delta).toEqual({ role: "assistant", content: "" });
    const kinds = chunks.slice(1, -1).map((c) => Object.keys(c.choices[0].delta)[0]);
    expect(kinds.lastIndexOf("reasoning_content")).toBeLessThan(kinds.indexOf("content"));
    for (const c of chunks) expect(c).not.toHaveProperty("usage");
    const result = accumulateOpenAI(reply);
    expect(result.id).toMatch(/^chatcmpl-/);
    expect(result.message.reasoning_content?.length).toBeGreaterThan(40);
    expect(result.message.content).toContain("Simulated reply");
    expect(result.message.content).toContain(QUESTION);
    expect(result.message.content).toMatch(/```\w+\n[\s\S]+\n```/);
    expect(result.finish_reason).toBe("stop");
    const usage = result.usage!;
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    expect(usage.completion_tokens_details?.reasoning_tokens).toBeGreaterThan(0);
    expect(usage.prompt_tokens_details).toEqual({ cached_tokens: 0, cache_write_tokens: 0 });
  });

  it("adds a choices:[] usage chunk and usage:null elsewhere with stream_options.include_usage", () => {
    const chunks = openaiChunks(simulateOpenAI({ ...base, stream_options: { include_usage: true }, messages: [user(QUESTION)] }));
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage.prompt_tokens).toBeGreaterThan(0);
    for (const c of chunks.slice(0, -1)) expect(c.usage).toBeNull();
    expect(chunks.at(-2)!.choices[0].usage).toEqual(last.usage);
  });

  it("returns a chat.completion equal to the accumulated stream when not streaming", () => {
    const body = { model: "kimi-k3.1-pro", messages: [user(QUESTION)] };
    const reply = simulateOpenAI(body);
    expect(reply.contentType).toBe("application/json");
    const completion = JSON.parse(reply.chunks[0]);
    expect(completion.object).toBe("chat.completion");
    const streamed = accumulateOpenAI(simulateOpenAI({ ...body, stream: true }));
    expect(completion.choices[0].message).toEqual(streamed.message);
    expect(completion.choices[0].finish_reason).toBe(streamed.finish_reason);
    expect(completion.usage).toEqual(streamed.usage);
  });

  it("calls a function tool with Kimi-style ids and schema-valid arguments", () => {
    const reply = simulateOpenAI({ ...base, tools: [WEATHER], messages: [user("Weather in Paris?")] });
    const result = accumulateOpenAI(reply);
    expect(result.finish_reason).toBe("tool_calls");
    const [call] = result.message.tool_calls!;
    expect(call).toMatchObject({ id: "functions.get_weather:0", type: "function", function: { name: "get_weather" } });
    const args = JSON.parse(call.function.arguments);
    expect(schemaErrors(args, WEATHER.function.parameters)).toEqual([]);
    expect(args.city).toBe("Paris");
    const opening = openaiChunks(reply).find((c) => c.choices[0]?.delta.tool_calls)!;
    expect(opening.choices[0].delta.tool_calls[0].function.arguments).toBe("");
  });

  it("respects tool_choice none and a named function", () => {
    expect(accumulateOpenAI(simulateOpenAI({ ...base, tools: [WEATHER], tool_choice: "none", messages: [user("Weather?")] })).message.tool_calls).toBeUndefined();
    const named = accumulateOpenAI(
      simulateOpenAI({ ...base, tools: [WEATHER, CLOCK], tool_choice: { type: "function", function: { name: "get_time" } }, messages: [user("Weather?")] }),
    );
    expect(named.message.tool_calls!.map((c) => c.function.name)).toEqual(["get_time"]);
    expect(named.message.tool_calls![0].function.arguments).toBe("{}");
  });

  it("answers from role:tool results, counting earlier calls for new ids", () => {
    const first = accumulateOpenAI(simulateOpenAI({ ...base, tools: [WEATHER], messages: [user("Weather in Paris?")] }));
    const [call] = first.message.tool_calls!;
    const history = [user("Weather in Paris?"), first.message, { role: "tool", tool_call_id: call.id, content: "18°C and drizzle" }];
    const second = accumulateOpenAI(simulateOpenAI({ ...base, tools: [WEATHER], messages: history }));
    expect(second.message.tool_calls).toBeUndefined();
    expect(second.message.content).toContain("18°C and drizzle");
    expect(second.finish_reason).toBe("stop");
    const third = accumulateOpenAI(
      simulateOpenAI({ ...base, tools: [WEATHER], messages: [...history, { role: "assistant", content: String(second.message.content), reasoning_content: "" }, user("And in Rome?")] }),
    );
    expect(third.message.tool_calls![0].id).toBe("functions.get_weather:1");
  });

  it("does the $web_search round trip", () => {
    const body = { ...base, tools: [{ type: "web_search" }], messages: [user("What is the Kimi homepage?")] };
    const first = accumulateOpenAI(simulateOpenAI(body));
    expect(first.finish_reason).toBe("tool_calls");
    const [call] = first.message.tool_calls!;
    expect(call).toMatchObject({ type: "builtin_function", function: { name: "$web_search" } });
    const args = JSON.parse(call.function.arguments);
    expect(args.search_result.search_id).toMatch(/^[0-9a-f]{32}$/);
    expect(args.usage.total_tokens).toBeGreaterThan(0);
    const toolMessage = { role: "tool", tool_call_id: call.id, name: "$web_search", content: call.function.arguments };
    const second = accumulateOpenAI(simulateOpenAI({ ...body, messages: [...body.messages, first.message, toolMessage] }));
    expect(second.finish_reason).toBe("stop");
    expect(second.message.tool_calls).toBeUndefined();
    expect(second.message.content).toMatch(/\]\(https:\/\/[a-z-]+\.example\//);
  });

  it("returns JSON for response_format json_schema and json_object", () => {
    const schema = { type: "object", properties: { result: { type: "string" }, score: { type: "integer", minimum: 1, maximum: 5 } }, required: ["result", "score"], additionalProperties: false };
    const strict = accumulateOpenAI(
      simulateOpenAI({ ...base, response_format: { type: "json_schema", json_schema: { name: "r", strict: true, schema } }, messages: [user("Rate it.")] }),
    );
    expect(schemaErrors(JSON.parse(String(strict.message.content)), schema)).toEqual([]);
    const loose = accumulateOpenAI(simulateOpenAI({ ...base, response_format: { type: "json_object" }, messages: [user("Rate it.")] }));
    expect(JSON.parse(String(loose.message.content))).toMatchObject({ simulated: true });
  });

  it("counts image_url and video_url parts", () => {
    const parts = [
      { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } },
      { type: "image_url", image_url: "https://example.com/a.png" },
      { type: "video_url", video_url: { url: "data:video/mp4;base64,AAAA" } },
      { type: "text", text: "Describe these." },
    ];
    const result = accumulateOpenAI(simulateOpenAI({ ...base, messages: [user(parts)] }));
    expect(result.message.content).toContain("2 images and 1 video");
  });

  it("finishes with length at max_completion_tokens and stop at a stop sequence", () => {
    const cut = accumulateOpenAI(simulateOpenAI({ ...base, max_completion_tokens: 30, messages: [user(QUESTION)] }));
    expect(cut.finish_reason).toBe("length");
    expect(cut.usage!.completion_tokens).toBe(30);
    expect(cut.message.content).toBe("");
    const legacy = accumulateOpenAI(simulateOpenAI({ ...base, max_tokens: 30, messages: [user(QUESTION)] }));
    expect(legacy.finish_reason).toBe("length");
    const stopped = accumulateOpenAI(simulateOpenAI({ ...base, stop: ["```"], messages: [user(QUESTION)] }));
    expect(stopped.finish_reason).toBe("stop");
    expect(stopped.message.content).not.toContain("```");
    expect(stopped.message.content).toContain("Simulated reply");
  });

  it("names every event by data only (no event: lines)", () => {
    for (const e of sseEvents(simulateOpenAI({ ...base, messages: [user(QUESTION)] }))) expect(e.event).toBeUndefined();
  });
});
