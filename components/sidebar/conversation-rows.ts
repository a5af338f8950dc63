// The sidebar's rows, flattened for the virtual list: pinned conversations, then the rest under
// date headings (today, yesterday, the previous 7 days, older). Search results keep their order and
// take no headings: they are ranked by match, not by date.

import type { ConversationListItem } from "@/lib/chat/hooks";
import { DATE_GROUPS, dateGrouper, type DateGroup } from "@/lib/format/date-group";

export type ConversationRow =
  | { kind: "heading"; key: string; group: DateGroup | "pinned" }
  | { kind: "item"; key: string; item: ConversationListItem };

export function conversationRows(items: ConversationListItem[], searching: boolean, now: number): ConversationRow[] {
  const row = (item: ConversationListItem): ConversationRow => ({ kind: "item", key: item.id, item });
  if (searching) return items.map(row);
  const groupOf = dateGrouper(now);
  const groups = new Map<DateGroup | "pinned", ConversationListItem[]>([["pinned", []], ...DATE_GROUPS.map((group) => [group, []] as [DateGroup, ConversationListItem[]])]);
  for (const item of items) groups.get(item.pinned ? "pinned" : groupOf(item.updatedAt))!.push(item);
  const rows: ConversationRow[] = [];
  for (const [group, members] of groups) {
    if (members.length === 0) continue;
    rows.push({ kind: "heading", key: `heading:${group}`, group });
    rows.push(...members.map(row));
  }
  return rows;
}
