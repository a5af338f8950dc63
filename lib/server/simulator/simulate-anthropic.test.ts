import { describe, expect, it } from "vitest";

import type { ContentBlock, TextBlock, ToolUseBlock } from "@/lib/protocol/anthropic/types";
import { simulateAnthropic } from "./simulate";
import { accumulateAnthropic, sseEvents } from "./test-support/read-reply";
import { schemaErrors } from "./test-support/schema-errors";

const QUESTION = "How do I keep my sourdough starter alive while travelling?";
const base = { model: "kimi-k3.1-pro", max_tokens: 4096, stream: true };
const user = (content: unknown) => ({ role: "user", content });
const WEATHER = {
  name: "get_weather",
  description: "Current weather for a city",
  input_schema: {
    type: "object",
    properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] }, days: { type: "integer", minimum: 1, maximum: 7 } },
    required: ["city", "unit"],
    additionalProperties: false,
  },
};
const CLOCK = { name: "get_time", description: "Current time", input_schema: { type: "object", properties: {} } };
const WEB_SEARCH = { type: "web_search_20250305", name: "web_search", max_uses: 2 };

const types = (content: ContentBlock[]) => content.map((b) => b.type);
const texts = (content: ContentBlock[]) => content.filter((b): b is TextBlock => b.type === "text").map((b) => b.text).join("");

describe("simulateAnthropic", () => {
  it("streams thinking with a signature, then a natural markdown text reply", () => {
    const reply = simulateAnthropic({ ...base, messages: [user(QUESTION)] });
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe("text/event-stream");
    const events = sseEvents(reply);
    for (const e of events) expect(JSON.parse(e.data).type).toBe(e.event);
    expect(events.map((e) => e.event).slice(0, 3)).toEqual(["message_start", "ping", "content_block_start"]);
    expect(events.at(-1)?.event).toBe("message_stop");
    for (const chunk of reply.chunks) expect(chunk).toMatch(/^event: \w+\ndata: \{.*\}\n\n$/);

    const message = accumulateAnthropic(reply);
    expect(types(message.content)).toEqual(["thinking", "text"]);
    const thinking = message.content[0] as { thinking: string; signature: string };
    expect(thinking.thinking.length).toBeGreaterThan(40);
    expect(thinking.signature).toMatch(/^[A-Za-z0-9+/]{40,}$/);
    const text = texts(message.content);
    expect(text).toContain("Simulated reply");
    expect(text).toContain(`> ${QUESTION}`);
    expect(text).toMatch(/\n- .+\n- /);
    expect(text).toMatch(/`[^`\n]+`/);
    expect(text).toMatch(/```\w+\n[\s\S]+\n```/);
    expect(message.stop_reason).toBe("end_turn");
    expect(message.id).toMatch(/^msg_/);
  });

  it("reports usage in the documented shapes, cumulative in message_delta", () => {
    const events = sseEvents(simulateAnthropic({ ...base, messages: [user(QUESTION)], cache_control: { type: "ephemeral", ttl: "1h" } }));
    const start = JSON.parse(events[0].data).message.usage;
    expect(start).toMatchObject({ output_tokens: 1, cache_creation: { ephemeral_5m_input_tokens: 0 } });
    expect(start.input_tokens).toBeGreaterThan(0);
    expect(start.cache_creation.ephemeral_1h_input_tokens).toBe(start.cache_creation_input_tokens);
    const delta = JSON.parse(events.at(-2)!.data);
    expect(delta.type).toBe("message_delta");
    expect(delta.delta).toEqual({ stop_reason: "end_turn", stop_sequence: null });
    expect(delta.usage.input_tokens).toBe(start.input_tokens);
    expect(delta.usage.output_tokens).toBeGreaterThan(delta.usage.output_tokens_details.thinking_tokens);
    expect(delta.usage.output_tokens_details.thinking_tokens).toBeGreaterThan(0);
  });

  it("reads earlier turns from the cache on a follow-up", () => {
    const long = "Please remember this background. ".repeat(200);
    const message = accumulateAnthropic(
      simulateAnthropic({ ...base, messages: [user(long), { role: "assistant", content: "Noted." }, user("Now summarise it.")] }),
    );
    expect(message.usage.cache_read_input_tokens).toBeGreaterThan(0);
  });

  it("is deterministic per request, and the non-streamed Message equals the accumulated stream", () => {
    const body = { ...base, messages: [user(QUESTION)] };
    expect(simulateAnthropic(body)).toEqual(simulateAnthropic(body));
    expect(simulateAnthropic({ ...body, messages: [user("Something else")] }).chunks).not.toEqual(simulateAnthropic(body).chunks);
    const whole = simulateAnthropic({ ...body, stream: false });
    expect(whole.contentType).toBe("application/json");
    expect(whole.chunks).toHaveLength(1);
    expect(JSON.parse(whole.chunks[0])).toEqual(accumulateAnthropic(simulateAnthropic(body)));
  });

  it("still thinks on kimi-k3", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, model: "kimi-k3", messages: [user(QUESTION)] }));
    expect(message.model).toBe("kimi-k3");
    expect(message.content[0].type).toBe("thinking");
  });

  it("calls an offered tool with schema-valid input, streaming it from an empty first piece", () => {
    const reply = simulateAnthropic({ ...base, tools: [WEATHER], messages: [user("What's the weather like in Lisbon today?")] });
    const message = accumulateAnthropic(reply);
    expect(types(message.content)).toEqual(["thinking", "text", "tool_use"]);
    const call = message.content[2] as ToolUseBlock;
    expect(call.id).toMatch(/^toolu_/);
    expect(call.name).toBe("get_weather");
    expect(schemaErrors(call.input, WEATHER.input_schema)).toEqual([]);
    expect(call.input.city).toBe("Lisbon");
    expect(message.stop_reason).toBe("tool_use");
    const firstPiece = sseEvents(reply).map((e) => JSON.parse(e.data)).find((d) => d.delta?.type === "input_json_delta");
    expect(firstPiece.delta.partial_json).toBe("");
  });

  it("respects tool_choice: none gives no call, a named tool is the one called", () => {
    const none = accumulateAnthropic(simulateAnthropic({ ...base, tools: [WEATHER], tool_choice: { type: "none" }, messages: [user("Weather in Lisbon?")] }));
    expect(types(none.content)).toEqual(["thinking", "text"]);
    const named = accumulateAnthropic(
      simulateAnthropic({ ...base, tools: [WEATHER, CLOCK], tool_choice: { type: "tool", name: "get_time" }, messages: [user("Weather in Lisbon?")] }),
    );
    expect(named.content.filter((b) => b.type === "tool_use").map((b) => (b as ToolUseBlock).name)).toEqual(["get_time"]);
    expect((named.content.at(-1) as ToolUseBlock).input).toEqual({});
  });

  it("answers from a tool result once it arrives", () => {
    const first = accumulateAnthropic(simulateAnthropic({ ...base, tools: [WEATHER], messages: [user("Weather in Lisbon?")] }));
    const call = first.content.find((b) => b.type === "tool_use") as ToolUseBlock;
    const result = { type: "tool_result", tool_use_id: call.id, content: '{"temperature":21,"sky":"clear"}' };
    const second = accumulateAnthropic(
      simulateAnthropic({ ...base, tools: [WEATHER], messages: [user("Weather in Lisbon?"), { role: "assistant", content: first.content }, user([result])] }),
    );
    expect(types(second.content)).toEqual(["thinking", "text"]);
    expect(texts(second.content)).toContain('{"temperature":21,"sky":"clear"}');
    expect(texts(second.content)).toContain("`get_weather`");
    expect(second.stop_reason).toBe("end_turn");
  });

  it("runs a server web search with results and cited text", () => {
    const reply = simulateAnthropic({ ...base, tools: [WEB_SEARCH], messages: [user("When does the Tessaly Botanical Archive open?")] });
    const message = accumulateAnthropic(reply);
    expect(types(message.content).slice(0, 3)).toEqual(["thinking", "server_tool_use", "web_search_tool_result"]);
    const search = message.content[1] as unknown as { id: string; name: string; input: { query: string } };
    expect(search).toMatchObject({ name: "web_search", input: { query: expect.stringContaining("Tessaly") } });
    const results = (message.content[2] as { tool_use_id: string; content: Array<Record<string, unknown>> });
    expect(results.tool_use_id).toBe(search.id);
    expect(results.content.length).toBeGreaterThanOrEqual(2);
    expect(results.content.length).toBeLessThanOrEqual(3);
    for (const r of results.content) {
      expect(r).toMatchObject({ type: "web_search_result", title: expect.any(String), encrypted_content: expect.any(String) });
      expect(new URL(String(r.url)).hostname).toMatch(/\.example$/);
      expect(r).toHaveProperty("page_age");
    }
    const cited = message.content.filter((b): b is TextBlock => b.type === "text" && Array.isArray(b.citations));
    expect(cited.length).toBeGreaterThanOrEqual(1);
    for (const block of cited) {
      for (const c of block.citations ?? []) {
        expect(c).toMatchObject({ type: "web_search_result_location", encrypted_index: expect.any(String), cited_text: expect.any(String) });
        expect(results.content.map((r) => r.url)).toContain(c.url);
      }
    }
    expect(message.usage.server_tool_use).toEqual({ web_search_requests: 1 });
    const deltas = sseEvents(reply).map((e) => JSON.parse(e.data)).filter((d) => d.type === "content_block_delta");
    const searchPieces = deltas.filter((d) => d.index === 1);
    expect(searchPieces[0].delta).toEqual({ type: "input_json_delta", partial_json: "" });
    const citedIndex = deltas.find((d) => d.delta.type === "citations_delta").index;
    const inBlock = deltas.filter((d) => d.index === citedIndex).map((d) => d.delta.type);
    expect(inBlock.lastIndexOf("citations_delta")).toBeLessThan(inBlock.indexOf("text_delta"));
  });

  it("with web search and tools both on, calls a tool only when the question mentions it", () => {
    const body = { ...base, tools: [WEATHER, WEB_SEARCH] };
    const weather = accumulateAnthropic(simulateAnthropic({ ...body, messages: [user("What's the weather in Lisbon?")] }));
    expect(types(weather.content)).toContain("tool_use");
    const other = accumulateAnthropic(simulateAnthropic({ ...body, messages: [user("Who won the regatta?")] }));
    expect(types(other.content)).toContain("server_tool_use");
    expect(types(other.content)).not.toContain("tool_use");
  });

  it("returns JSON satisfying output_config.format, as text", () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string" },
        wingspan_cm: { type: "number", minimum: 2, maximum: 12 },
        months: { type: "array", items: { type: "string", enum: ["June", "July"] }, minItems: 1 },
        nested: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
      },
      required: ["name", "wingspan_cm", "months", "nested"],
      additionalProperties: false,
    };
    const message = accumulateAnthropic(simulateAnthropic({ ...base, output_config: { format: { type: "json_schema", schema } }, messages: [user("Invent a dragonfly.")] }));
    expect(types(message.content)).toEqual(["thinking", "text"]);
    expect(schemaErrors(JSON.parse(texts(message.content)), schema)).toEqual([]);
  });

  it("mentions attached images by count", () => {
    const image = { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } };
    const message = accumulateAnthropic(simulateAnthropic({ ...base, messages: [user([image, image, { type: "text", text: "What is in these?" }])] }));
    expect(texts(message.content)).toContain("2 images");
  });

  it("cuts at max_tokens (~4 characters a token) and says so", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, max_tokens: 60, messages: [user(QUESTION)] }));
    expect(message.stop_reason).toBe("max_tokens");
    expect(message.usage.output_tokens).toBe(60);
    const generated = message.content.map((b) => (b.type === "thinking" ? String(b.thinking) : b.type === "text" ? String(b.text) : "")).join("");
    expect(Array.from(generated).length).toBeLessThanOrEqual(240);
    expect(Array.from(generated).length).toBeGreaterThan(200);
  });

  it("never sends half a tool call when max_tokens runs out", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, max_tokens: 58, tools: [WEATHER], messages: [user("Weather in Lisbon?")] }));
    expect(message.stop_reason).toBe("max_tokens");
    expect(types(message.content)).not.toContain("tool_use");
  });

  it("stops at the earliest stop sequence in the planned text", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, stop_sequences: ["```", "You asked"], messages: [user(QUESTION)] }));
    expect(message.stop_reason).toBe("stop_sequence");
    expect(message.stop_sequence).toBe("You asked");
    expect(texts(message.content)).not.toContain("You asked");
    expect(texts(message.content)).toContain("Simulated reply");
  });
});
