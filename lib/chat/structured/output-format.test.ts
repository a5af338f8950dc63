import { describe, expect, it } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatUnavailable, outputFormatOf, requestedFormat } from "./output-format";

const schema = { type: "object", properties: { result: { type: "string" } } };
const base: ConversationSettings = defaultSettings({ protocol: "openai", maxTokens: 1024 });
const withSchema = { ...base, structuredOutput: { name: "result", strict: true, schema } };

describe("output formats", () => {
  it("are all offered on K3.1 over OpenAI; json_object not over Anthropic; none on kimi-k3", () => {
    expect(formatUnavailable("json_object", "kimi-k3.1-pro", "openai")).toBeNull();
    expect(formatUnavailable("json_schema", "kimi-k3.1-pro-highspeed", "anthropic")).toBeNull();
    expect(formatUnavailable("json_object", "kimi-k3.1-pro", "anthropic")).toBe("protocol");
    expect(formatUnavailable("json_schema", "kimi-k3", "anthropic")).toBe("model");
    expect(formatUnavailable("text", "kimi-k3", "anthropic")).toBeNull();
  });

  it("read stored settings without a choice as Text, or JSON Schema when a schema was imported", () => {
    expect(outputFormatOf(base)).toBe("text");
    expect(outputFormatOf(withSchema)).toBe("json_schema");
  });

  it("fall back to Text where the choice is not offered, has no schema, or is unknown", () => {
    expect(outputFormatOf({ ...base, outputFormat: "json_object", protocol: "anthropic" })).toBe("text");
    expect(outputFormatOf({ ...withSchema, model: "kimi-k3", protocol: "anthropic" })).toBe("text");
    expect(outputFormatOf({ ...base, outputFormat: "json_schema" })).toBe("text");
    expect(outputFormatOf({ ...base, outputFormat: "yaml" as never })).toBe("text");
    expect(outputFormatOf({ ...withSchema, outputFormat: "text" })).toBe("text");
  });

  it("say what a reply is asked for", () => {
    expect(requestedFormat(base)).toBeNull();
    expect(requestedFormat({ ...base, outputFormat: "json_object" })).toEqual({ type: "json_object" });
    expect(requestedFormat({ ...withSchema, outputFormat: "json_schema" })).toEqual({ type: "json_schema", name: "result", schema });
    // The Anthropic format sends no name, so none is kept.
    expect(requestedFormat({ ...withSchema, protocol: "anthropic" })).toEqual({ type: "json_schema", schema });
  });
});
