import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createConversation } from "./conversations";
import { conversationToMarkdown, exportConversationMarkdown } from "./export-markdown";
import { addMessage } from "./messages";
import { anthropicNode, freshDb, openaiNode, richAnthropicNode, settings, toolNode, userNode } from "./test-helpers";

describe("conversationToMarkdown", () => {
  it("renders an Anthropic turn: thinking collapsed, tool calls fenced, citations as footnotes", () => {
    const md = conversationToMarkdown({ title: "Moon" }, [
      { ...userNode("u", "c", null, "How bright?", 1), attachments: [{ id: "f", kind: "image", mediaType: "image/png", name: "moon.png", size: 1 }] },
      richAnthropicNode("a", "c", "u", 2),
      toolNode("t", "c", "a", 3),
    ]);
    expect(md.startsWith("# Moon\n\n")).toBe(true);
    expect(md).toContain("**You**\n\nHow bright?\n\n_Attachments: moon.png_");
    expect(md).toContain("**Assistant**");
    expect(md).toContain("<details>\n<summary>Thinking</summary>\n\n> Let me search.\n> 第二行\n\n</details>");
    expect(md).toContain('Tool call: `web_search`\n\n```json\n{\n  "query": "月光 moonlight"\n}\n```');
    expect(md).toContain("- [Moon](https://example.com/moon)");
    expect(md).toContain("The moon is bright 🌕.[^1]");
    expect(md).toContain("[^1]: [Moon](https://example.com/moon) — “The moon is bright”");
    expect(md).toContain('**Tool result: `get_weather`**\n\n```\n{"temp":21}\n```');
    expect(md).not.toContain("signature");
    expect(md).not.toContain("encrypted");
  });

  it("renders an OpenAI turn with reasoning and tool calls", () => {
    const md = conversationToMarkdown({ title: "Search" }, [openaiNode("a", "c", null, 1)]);
    expect(md).toContain("> full reasoning");
    expect(md).toContain('Tool call: `$web_search`\n\n```json\n{\n  "search_result": {\n    "search_id": "s1"\n  }\n}\n```');
  });

  it("uses a longer fence when the content holds backticks", () => {
    const node = toolNode("t", "c", "a", 1);
    node.results[0].content = "```js\ncode\n```";
    expect(conversationToMarkdown({ title: "x" }, [node])).toContain("````\n```js\ncode\n```\n````");
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
    expect(md).toContain("new answer");
    expect(md).not.toContain("old answer");
    await expect(exportConversationMarkdown(db, "missing")).rejects.toThrow("does not exist");
  });
});
