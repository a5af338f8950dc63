import { describe, expect, it } from "vitest";
import type { AttachmentData } from "@/lib/protocol/message";
import { validateAnthropicRequest, validateOpenAIRequest } from "@/lib/protocol/validate-request";
import { buildAnthropicRequest } from "./build-anthropic-request";
import { buildOpenAIRequest } from "./build-openai-request";
import { attachment, settings, user } from "./test-helpers";

// Images as stored bytes and by address, in both formats, and what each format leaves out.

const link = (url: string): AttachmentData => ({ id: `l-${url}`, kind: "image", mediaType: "image/png", name: "moon.png", size: 0, url });
const MOON = "https://example.com/moon.png";
const png = attachment("image", "image/png", "iVBORw0KGgo=");

describe("Anthropic", () => {
  it("sends stored images as base64 sources and linked ones as url sources, before the text", () => {
    const body = buildAnthropicRequest(settings(), [user("Compare them", [png, link(MOON)])]);
    expect(body.messages[0].content).toEqual([
      { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
      { type: "image", source: { type: "url", url: MOON } },
      { type: "text", text: "Compare them" },
    ]);
    expect(validateAnthropicRequest(body).ok).toBe(true);
  });

  it("sends an image alone as a content array without a text block", () => {
    const body = buildAnthropicRequest(settings(), [user("", [link(MOON)])]);
    expect(body.messages[0].content).toEqual([{ type: "image", source: { type: "url", url: MOON } }]);
  });

  it("sends kimi-k3, whose document has no images, the text alone", () => {
    const body = buildAnthropicRequest(settings({ model: "kimi-k3" }), [user("Look", [png, link(MOON)])]);
    expect(body.messages[0].content).toBe("Look");
  });
});

describe("OpenAI", () => {
  const openai = settings({ protocol: "openai" });

  it("sends stored images as data URLs and linked ones as the URL itself", () => {
    const body = buildOpenAIRequest(openai, [user("Compare them", [png, link(MOON)])]);
    expect(body.messages[0]).toEqual({
      role: "user",
      content: [
        { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } },
        { type: "image_url", image_url: { url: MOON } },
        { type: "text", text: "Compare them" },
      ],
    });
    expect(validateOpenAIRequest(body).ok).toBe(true);
  });

  it("sends a video as a data URL part", () => {
    const body = buildOpenAIRequest(openai, [user("", [attachment("video", "video/mp4", "AAAA")])]);
    expect(body.messages[0].content).toEqual([{ type: "video_url", video_url: { url: "data:video/mp4;base64,AAAA" } }]);
    expect(validateOpenAIRequest(body).ok).toBe(true);
  });
});
