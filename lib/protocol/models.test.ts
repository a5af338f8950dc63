import { describe, expect, it } from "vitest";
import { formatCapabilities, MODEL_IDS, MODELS, modelProtocols, modelSupports } from "./models";

describe("models", () => {
  it("give K3.1 Pro and Highspeed one capabilities value: their documents are the same", () => {
    expect(MODELS["kimi-k3.1-pro"].formats).toBe(MODELS["kimi-k3.1-pro-highspeed"].formats);
  });

  it("offer kimi-k3 only over Anthropic, K3.1 over both", () => {
    expect(modelProtocols("kimi-k3")).toEqual(["anthropic"]);
    expect(modelSupports("kimi-k3", "openai")).toBe(false);
    for (const id of MODEL_IDS.filter((id) => id !== "kimi-k3")) expect(modelProtocols(id)).toEqual(["anthropic", "openai"]);
  });

  it("say per format what its document defines", () => {
    const anthropic = formatCapabilities("kimi-k3.1-pro", "anthropic");
    const openai = formatCapabilities("kimi-k3.1-pro", "openai");
    expect(anthropic).toMatchObject({ stopSequences: true, webSearch: true, webSearchMaxUses: true, images: true, video: false });
    expect(openai).toMatchObject({ stopSequences: false, webSearch: true, webSearchMaxUses: false, images: true, video: true });
    expect(formatCapabilities("kimi-k3", "anthropic")).toMatchObject({ images: false, video: false });
    expect(formatCapabilities("kimi-k3", "anthropic").toolChoices).toEqual(["auto", "any", "tool"]);
    expect(anthropic.toolChoices).toEqual(["auto", "any", "none"]);
  });

  it("answer for a format the model lacks with its first format's, where normalizeSettings sends it", () => {
    expect(formatCapabilities("kimi-k3", "openai")).toBe(formatCapabilities("kimi-k3", "anthropic"));
  });
});
