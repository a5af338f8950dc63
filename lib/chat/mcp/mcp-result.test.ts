import { describe, expect, it } from "vitest";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { MAX_TOOL_OUTPUT_CHARS } from "@/lib/chat/tools/limits";
import { MAX_MCP_RESULT_IMAGES, mcpToolOutcome } from "./mcp-result";

const PNG = "iVBORw0KGgo=";

describe("an MCP tool result as the model gets it", () => {
  it("sends text alone as plain text, and an error as an error", () => {
    expect(mcpToolOutcome({ content: [{ type: "text", text: "42" }] })).toEqual({ content: "42", isError: false });
    expect(mcpToolOutcome({ content: [{ type: "text", text: "No such city" }], isError: true })).toEqual({ content: "No such city", isError: true });
  });

  it("keeps images the API reads beside their text, and names the ones it cannot", () => {
    const outcome = mcpToolOutcome({
      content: [
        { type: "image", data: PNG, mimeType: "image/png" },
        { type: "text", text: "A red dot" },
        { type: "image", data: PNG, mimeType: "image/bmp" },
        { type: "audio", data: "AAAA", mimeType: "audio/wav" },
      ],
    } as CallToolResult);
    expect(outcome.content).toEqual([
      { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
      { type: "text", text: "A red dot" },
      { type: "text", text: "[an image of type image/bmp, which cannot be shown to the model]" },
      { type: "text", text: "[audio (audio/wav), which cannot be shown to the model]" },
    ]);
  });

  it("carries embedded text resources and resource links as text", () => {
    const outcome = mcpToolOutcome({
      content: [
        { type: "resource", resource: { uri: "file:///notes.md", text: "# Notes" } },
        { type: "resource", resource: { uri: "file:///a.bin", blob: "AAAA", mimeType: "application/octet-stream" } },
        { type: "resource_link", uri: "https://example.com/r", name: "Report", description: "Q3" },
      ],
    } as CallToolResult);
    expect(outcome.content).toBe(
      "Resource file:///notes.md:\n# Notes\n[a binary resource (file:///a.bin), application/octet-stream that cannot be shown here]\nResource link: Report <https://example.com/r> (Q3)",
    );
  });

  it("sends structured content as JSON when the server gave no text for it", () => {
    expect(mcpToolOutcome({ content: [], structuredContent: { city: "Lima", temperature: 19 } })).toEqual({
      content: '{"city":"Lima","temperature":19}',
      isError: false,
      structured: { city: "Lima", temperature: 19 },
    });
    const both = mcpToolOutcome({ content: [{ type: "text", text: "Lima: 19°" }], structuredContent: { city: "Lima" } });
    expect(both.content).toBe("Lima: 19°");
    // Kept for the card's form, whatever text came with it.
    expect(both.structured).toEqual({ city: "Lima" });
  });

  it("cuts a huge result at the limit, saying so, and keeps images to a handful", () => {
    const outcome = mcpToolOutcome({ content: [{ type: "text", text: "x".repeat(MAX_TOOL_OUTPUT_CHARS + 500) }] });
    expect(outcome.content).toBe(`${"x".repeat(MAX_TOOL_OUTPUT_CHARS)}\n… (cut: 500 more characters)`);
    const many = mcpToolOutcome({ content: Array.from({ length: MAX_MCP_RESULT_IMAGES + 2 }, () => ({ type: "image" as const, data: PNG, mimeType: "image/png" })) });
    const blocks = many.content as Array<{ type: string }>;
    expect(blocks.filter((block) => block.type === "image")).toHaveLength(MAX_MCP_RESULT_IMAGES);
    expect(blocks.at(-1)).toEqual({ type: "text", text: "[an image left out: the result holds too many or too large images]" });
  });

  it("names content this client does not know instead of dropping it", () => {
    expect(mcpToolOutcome({ content: [{ type: "hologram" }] } as unknown as CallToolResult).content).toBe('[content of type "hologram", which this client does not know]');
  });
});
