import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, defaultSettings, normalizeSettings } from "./default-settings";

describe("default settings", () => {
  it("start on K3.1 Pro over Anthropic with high effort and 32768 tokens", () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      model: "kimi-k3.1-pro",
      protocol: "anthropic",
      effort: "high",
      maxTokens: 32768,
      cacheTtl: "5m",
      webSearch: false,
      webSearchMaxUses: 5,
      tools: [],
      toolChoice: { type: "auto" },
      structuredOutput: null,
    });
    expect(defaultSettings()).not.toBe(DEFAULT_SETTINGS);
    expect(defaultSettings({ maxTokens: 1024 })).toEqual({ ...DEFAULT_SETTINGS, maxTokens: 1024 });
    expect(normalizeSettings(defaultSettings())).toEqual(DEFAULT_SETTINGS);
  });

  it("force kimi-k3 onto Anthropic and drop what its document lacks", () => {
    const k3 = normalizeSettings({
      ...defaultSettings(),
      model: "kimi-k3",
      protocol: "openai",
      webSearch: true,
      stopSequences: ["END"],
      toolChoice: { type: "none" },
      structuredOutput: { name: "x", schema: {}, strict: true },
    });
    expect(k3).toMatchObject({ protocol: "anthropic", webSearch: false, stopSequences: [], structuredOutput: null });
  });

  it("keep the tool choice as chosen: the request builder maps it per model", () => {
    const named = normalizeSettings({ ...defaultSettings(), toolChoice: { type: "tool", name: "f" } });
    expect(named.toolChoice).toEqual({ type: "tool", name: "f" });
  });

  it("keep OpenAI tool choices and clamp max tokens", () => {
    const s = normalizeSettings({ ...defaultSettings(), protocol: "openai", toolChoice: { type: "tool", name: "f" }, maxTokens: 5_000_000 });
    expect(s.toolChoice).toEqual({ type: "tool", name: "f" });
    expect(s.maxTokens).toBe(1_048_576);
  });

  it("keep what only the other format defines, so switching formats back restores it", () => {
    const anthropic = defaultSettings({ stopSequences: ["END"], webSearch: true, webSearchMaxUses: 2 });
    const openai = normalizeSettings({ ...anthropic, protocol: "openai" });
    expect(openai).toMatchObject({ stopSequences: ["END"], webSearch: true, webSearchMaxUses: 2 });
    expect(normalizeSettings({ ...openai, protocol: "anthropic" })).toEqual(anthropic);
  });
});

describe("tool settings in stored conversations", () => {
  it("a conversation saved before built-ins and the round limit existed loads with their defaults", () => {
    const { builtinTools, maxToolRounds, ...older } = defaultSettings();
    void builtinTools;
    void maxToolRounds;
    const loaded = normalizeSettings(older as typeof DEFAULT_SETTINGS);
    expect(loaded).toEqual(DEFAULT_SETTINGS);
    expect(loaded).toMatchObject({ builtinTools: [], maxToolRounds: 8 });
  });
});
