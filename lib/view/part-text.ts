// The readable text of a reply's parts: what search matches, what the sidebar previews and what
// Copy puts on the clipboard. A map
// keyed by part type, so a new part type must say whether a person would search for it. Thinking,
// tool calls and web searches are left out: they are not what a person remembers a chat by.

import { replaceCitationMarks } from "./citation-mark";
import type { ViewPart, ViewPartType } from "./parts";

/** What a citation mark becomes: nothing in search text, "[n]" in copied text. */
type MarkText = (number: number) => string;
type PartText = { [T in ViewPartType]: (part: Extract<ViewPart, { type: T }>, mark: MarkText) => string };

export const PART_TEXT: PartText = {
  thinking: () => "",
  text: (part, mark) => replaceCitationMarks(part.text, mark),
  // The JSON a person asked for is what they remember the reply by.
  structured: (part) => part.text,
  "tool-call": () => "",
  "web-search": () => "",
};

export function partsText(parts: readonly ViewPart[], mark: MarkText = () => ""): string {
  return parts
    .map((part) => (PART_TEXT[part.type] as (part: ViewPart, mark: MarkText) => string)(part, mark))
    .filter(Boolean)
    .join("\n\n");
}
