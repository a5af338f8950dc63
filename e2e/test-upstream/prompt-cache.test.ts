import { describe, expect, it } from "vitest";
import { createPromptCache } from "./prompt-cache";

const request = (...messages: string[]) => ({ model: "kimi-k3.1-pro", system: "Be brief.", messages: messages.map((content, i) => ({ role: i % 2 ? "assistant" : "user", content })) });

describe("the test upstream's prompt cache", () => {
  it("reads nothing the first time, then the earlier prompt a later one begins with", () => {
    const cache = createPromptCache();
    const first = cache.use(request("A long document. What is it about?"));
    expect(first.cache_read_input_tokens).toBe(0);
    expect(first.cache_creation_input_tokens).toBeGreaterThan(0);
    const second = cache.use(request("A long document. What is it about?", "Harbours.", "And who wrote it?"));
    expect(second.cache_read_input_tokens).toBe(first.cache_creation_input_tokens);
  });

  it("reads nothing when the start differs: another system prompt, or a changed earlier message", () => {
    const cache = createPromptCache();
    cache.use(request("Document v1. Question?"));
    expect(cache.use({ ...request("Document v1. Question?", "A.", "More?"), system: "Other." }).cache_read_input_tokens).toBe(0);
    expect(cache.use(request("Document v2. Question?", "A.", "More?")).cache_read_input_tokens).toBe(0);
    cache.clear();
    expect(cache.use(request("Document v1. Question?", "A.", "More?")).cache_read_input_tokens).toBe(0);
  });
});
