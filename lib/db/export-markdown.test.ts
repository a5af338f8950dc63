import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { conversationToMarkdown } from "@/lib/view/conversation-markdown";
import { createConversation } from "./conversations";
import { exportConversationMarkdown } from "./export-markdown";
import { addMessage } from "./messages";
import { anthropicNode, openaiNode, richAnthropicNode, settings, toolNode, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

describe("conversationToMarkdown, on stored rows", () => {
  it("renders an Anthropic reply: thinking collapsed, tool calls with their results, citations as footnotes", () => {
    const md = conversationToMarkdown("Moon", [
      { ...userNode("u", "c", null, "How bright?", 1), attachments: [{ id: "f", kind: "image", mediaType: "image/png", name: "moon.png", size: 1 }] },
      richAnthropicNode("a", "c", "u", 2),
      toolNode("t", "c", "a", 3),
    ]);
    expect(md.startsWith("# Moon\n\n")).toBe(true);
    expect(md).toContain("**You**\n\nHow bright?\n\n_Attachments: moon.png_");
    expect(md).toContain("**Assistant**");
    expect(md).toContain("<details>\n<summary>Thinking</summary>\n\n> Let me search.\n> 第二行\n\n</details>");
    expect(md).toContain("Web search: “月光 moonlight”\n\n- [Moon](https://example.com/moon)");
    expect(md).toContain("The moon is bright 🌕.[^1]");
    expect(md).toContain("[^1]: [Moon](https://example.com/moon) — “The moon is bright”");
    expect(md).toContain(
      'Tool call: `get_weather`\n\n```json\n{\n  "city": "東京",\n  "nested": {\n    "a": [\n      1,\n      2.5,\n      null\n    ]\n  }\n}\n```\n\nResult:\n\n```json\n{\n  "temp": 21\n}\n```',
    );
    expect(md).not.toContain("signature");
    expect(md).not.toContain("encrypted");
  });

  it("renders an OpenAI reply with reasoning and Kimi's $web_search", () => {
    const md = conversationToMarkdown("Search", [openaiNode("a", "c", null, 1)]);
    expect(md).toContain("> full reasoning");
    expect(md).toContain("Web search\n\n_The search did not finish._");
    expect(md).not.toContain("search_id");
  });
});

describe("exportConversationMarkdown", () => {
  it("exports the shown branch only", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Branches", id: "c" });
    await addMessage(db, userNode("u1", "c", null, "question", 1));
    await addMessage(db, anthropicNode("old", "c", "u1", "old answer", 2));
    await addMessage(db, anthropicNode("new", "c", "u1", "new answer", 3));
    const md = await exportConversationMarkdown(db, "c");
    expect(md).toBe("# Branches\n\n**You**\n\nquestion\n\n---\n\n**Assistant**\n\nnew answer\n");
    await expect(exportConversationMarkdown(db, "missing")).rejects.toThrow("does not exist");
  });
});
