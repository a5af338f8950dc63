import { describe, expect, it } from "vitest";
import { formatCapabilities } from "@/lib/protocol/models";
import { offeredToolChoice, toolChoiceKey, toolChoiceOptions } from "./tool-choice-options";

const keys = (model: Parameters<typeof formatCapabilities>[0], protocol: Parameters<typeof formatCapabilities>[1], names: string[]) =>
  toolChoiceOptions(formatCapabilities(model, protocol), names).map(toolChoiceKey);

describe("tool choice options", () => {
  it("are exactly what each model's document lists for the format", () => {
    expect(keys("kimi-k3", "anthropic", ["a", "b"])).toEqual(["auto", "any", "tool:a", "tool:b"]);
    expect(keys("kimi-k3.1-pro", "anthropic", ["a", "b"])).toEqual(["auto", "any", "none"]);
    expect(keys("kimi-k3.1-pro-highspeed", "openai", ["a"])).toEqual(["auto", "any", "none", "tool:a"]);
  });

  it("offer no named choice without tools", () => {
    expect(keys("kimi-k3", "anthropic", [])).toEqual(["auto", "any"]);
  });

  it("fall back to auto for a stored choice not offered", () => {
    const options = toolChoiceOptions(formatCapabilities("kimi-k3.1-pro", "anthropic"), ["a"]);
    expect(offeredToolChoice({ type: "tool", name: "a" }, options)).toEqual({ type: "auto" });
    expect(offeredToolChoice({ type: "none" }, options)).toEqual({ type: "none" });
    const k3 = toolChoiceOptions(formatCapabilities("kimi-k3", "anthropic"), ["a"]);
    expect(offeredToolChoice({ type: "tool", name: "gone" }, k3)).toEqual({ type: "auto" });
    expect(offeredToolChoice({ type: "tool", name: "a" }, k3)).toEqual({ type: "tool", name: "a" });
  });
});
