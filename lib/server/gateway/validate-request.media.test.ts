import { describe, expect, it } from "vitest";
import { validateAnthropicRequest, validateOpenAIRequest } from "./validate-request";

// Image blocks (Anthropic, 000) and image and video parts (OpenAI, 003), checked as the documents define them.

const anthropic = (content: unknown[]) => ({ model: "kimi-k3.1-pro", max_tokens: 1024, messages: [{ role: "user", content }] });
const openai = (content: unknown[]) => ({ model: "kimi-k3.1-pro", messages: [{ role: "user", content }] });

function anthropicIssue(content: unknown[]) {
  const result = validateAnthropicRequest(anthropic(content));
  if (result.ok) throw new Error("expected an issue");
  return result.issue;
}

function openAIIssue(content: unknown[]) {
  const result = validateOpenAIRequest(openai(content));
  if (result.ok) throw new Error("expected an issue");
  return result.issue;
}

const text = { type: "text", text: "What is this?" };

describe("Anthropic image blocks", () => {
  it("accept a base64 source with a documented media type and a url source", () => {
    for (const media_type of ["image/jpeg", "image/png", "image/gif", "image/webp"]) {
      expect(validateAnthropicRequest(anthropic([{ type: "image", source: { type: "base64", media_type, data: "AAAA" } }, text])).ok).toBe(true);
    }
    expect(validateAnthropicRequest(anthropic([{ type: "image", source: { type: "url", url: "https://example.com/a.png" } }])).ok).toBe(true);
  });

  it("name the field that is wrong", () => {
    expect(anthropicIssue([text, { type: "image" }])).toEqual({ field: "messages.0.content.1.source", message: "an image block needs a source" });
    expect(anthropicIssue([{ type: "image", source: { type: "file", file_id: "f" } }])).toEqual({
      field: "messages.0.content.0.source.type",
      message: 'source.type must be "base64" or "url"',
    });
    expect(anthropicIssue([{ type: "image", source: { type: "base64", media_type: "image/bmp", data: "AAAA" } }]).field).toBe(
      "messages.0.content.0.source.media_type",
    );
    expect(anthropicIssue([{ type: "image", source: { type: "base64", media_type: "image/png", data: "data:image/png;base64,AAAA" } }]).message).toMatch(
      /without a "data:" prefix/,
    );
    expect(anthropicIssue([{ type: "image", source: { type: "url" } }])).toEqual({
      field: "messages.0.content.0.source.url",
      message: "a url image source needs a url",
    });
  });

  it("are checked inside tool_result content arrays too, which take url sources", () => {
    const result = (image: unknown) => ({ type: "tool_result", tool_use_id: "t1", content: [text, image] });
    expect(validateAnthropicRequest(anthropic([result({ type: "image", source: { type: "url", url: "https://example.com/a.png" } })])).ok).toBe(true);
    expect(anthropicIssue([result({ type: "image", source: { type: "url", url: "" } })])).toEqual({
      field: "messages.0.content.0.content.1.source.url",
      message: "url must not be empty",
    });
  });
});

describe("OpenAI image and video parts", () => {
  it("accept a URL string or an object with a url, web address or data URL", () => {
    for (const part of [
      { type: "image_url", image_url: "https://example.com/a.png" },
      { type: "image_url", image_url: { url: "data:image/png;base64,AAAA", detail: "high" } },
      { type: "video_url", video_url: { url: "data:video/mp4;base64,AAAA" } },
      { type: "video_url", video_url: "https://example.com/a.mp4" },
    ]) {
      expect(validateOpenAIRequest(openai([text, part])).ok).toBe(true);
    }
  });

  it("name the field that is wrong", () => {
    expect(openAIIssue([{ type: "image_url" }])).toEqual({ field: "messages.0.content.0.image_url", message: "an image_url part needs image_url" });
    expect(openAIIssue([text, { type: "image_url", image_url: { href: "x" } }])).toEqual({
      field: "messages.0.content.1.image_url.url",
      message: "image_url needs a url",
    });
    expect(openAIIssue([{ type: "video_url", video_url: 42 }]).field).toBe("messages.0.content.0.video_url");
  });
});
