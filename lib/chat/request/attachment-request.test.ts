import { describe, expect, it } from "vitest";
import type { AttachmentData } from "@/lib/protocol/message";
import { validateAnthropicRequest, validateOpenAIRequest } from "@/lib/server/gateway/validate-request";
import { buildAnthropicRequest } from "@/lib/chat/adapters/anthropic/build-request";
import { buildOpenAIRequest } from "@/lib/chat/adapters/openai/build-request";
import { anthropicMessage, anthropicTurn, attachment, openAIResult, openAITurn, settings, toolResults, user } from "./test-support/history";

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

describe("tool results with images", () => {
  const image = { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } } as const;
  const linked = { type: "image", source: { type: "url", url: MOON } } as const;
  const content = [{ type: "text", text: "Here is the chart." } as const, image, linked];

  it("go back to Anthropic as the tool_result's content array, unchanged", () => {
    const call = { type: "tool_use", id: "toolu_1", name: "chart", input: {} } as const;
    const body = buildAnthropicRequest(settings(), [user("Chart it"), anthropicTurn(anthropicMessage([call], "tool_use")), toolResults({ toolUseId: "toolu_1", name: "chart", content })]);
    expect(body.messages.at(-1)).toEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content }] });
    expect(validateAnthropicRequest(body).ok).toBe(true);
  });

  it("go to OpenAI as text and image_url parts of the tool message; text blocks alone as a string", () => {
    const call = { id: "functions.chart:0", type: "function", function: { name: "chart", arguments: "{}" } };
    const turn = openAITurn(openAIResult({ role: "assistant", content: "", reasoning_content: "chart first", tool_calls: [call] }, "tool_calls"));
    const openai = settings({ protocol: "openai" });
    const body = buildOpenAIRequest(openai, [user("Chart it"), turn, toolResults({ toolUseId: call.id, name: "chart", content })]);
    expect(body.messages.at(-1)).toEqual({
      role: "tool",
      tool_call_id: call.id,
      content: [
        { type: "text", text: "Here is the chart." },
        { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } },
        { type: "image_url", image_url: { url: MOON } },
      ],
    });
    expect(validateOpenAIRequest(body).ok).toBe(true);
    const textOnly = buildOpenAIRequest(openai, [user("Chart it"), turn, toolResults({ toolUseId: call.id, name: "chart", content: [content[0], { type: "text", text: "Done." }] })]);
    expect(textOnly.messages.at(-1)).toMatchObject({ role: "tool", content: "Here is the chart.\nDone." });
  });
});

describe("documents", () => {
  const report: AttachmentData = {
    id: "d1",
    kind: "document",
    mediaType: "text/plain",
    name: 'Q3 "final" report.pdf',
    size: 40,
    document: { tokens: 10, pages: 2 },
    text: "--- page 1 ---\nRevenue rose.\n--- page 2 ---\nCosts fell.",
  };
  const tagged = '<document name="Q3 &quot;final&quot; report.pdf" pages="2">\n--- page 1 ---\nRevenue rose.\n--- page 2 ---\nCosts fell.\n</document>';

  it("go to Anthropic as named text before the images and the question, on every model", () => {
    const body = buildAnthropicRequest(settings(), [user("Summarise", [png, report])]);
    expect(body.messages[0].content).toEqual([
      { type: "text", text: tagged },
      { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
      { type: "text", text: "Summarise" },
    ]);
    expect(validateAnthropicRequest(body).ok).toBe(true);
    const k3 = buildAnthropicRequest(settings({ model: "kimi-k3" }), [user("Summarise", [png, report])]);
    expect(k3.messages[0].content).toEqual([
      { type: "text", text: tagged },
      { type: "text", text: "Summarise" },
    ]);
  });

  it("go to OpenAI as a text part before the images and the question", () => {
    const body = buildOpenAIRequest(settings({ protocol: "openai" }), [user("Summarise", [png, report])]);
    expect(body.messages[0]).toEqual({
      role: "user",
      content: [
        { type: "text", text: tagged },
        { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } },
        { type: "text", text: "Summarise" },
      ],
    });
    expect(validateOpenAIRequest(body).ok).toBe(true);
  });
});
