import { describe, expect, it } from "vitest";
import type { ConversationListItem } from "@/lib/chat/hooks";
import { conversationRows } from "./conversation-rows";

const now = new Date("2026-12-01T12:00:00").getTime();
const DAY = 86_400_000;
const item = (id: string, updatedAt: number, pinned = false) => ({ id, updatedAt, pinned }) as ConversationListItem;

describe("conversationRows", () => {
  it("puts pinned first, then the rest under date headings, skipping empty groups", () => {
    const rows = conversationRows([item("p", now - 40 * DAY, true), item("a", now - 1000), item("b", now - 3 * DAY), item("c", now - 90 * DAY)], false, now);
    expect(rows.map((row) => (row.kind === "heading" ? `# ${row.group}` : row.item.id))).toEqual(["# pinned", "p", "# today", "a", "# week", "b", "# older", "c"]);
  });

  it("keeps search results in their order, without headings", () => {
    const rows = conversationRows([item("b", now - 3 * DAY), item("a", now)], true, now);
    expect(rows.map((row) => row.key)).toEqual(["b", "a"]);
  });
});
