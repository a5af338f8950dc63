// The readable text of a reply's parts: what search matches and what the sidebar previews. A map
// keyed by part type, so a new part type must say whether a person would search for it. Thinking,
// tool calls and web searches are left out: they are not what a person remembers a chat by.

import { replaceCitationMarks } from "./citation-mark";
import type { ViewPart, ViewPartType } from "./parts";

type PartText = { [T in ViewPartType]: (part: Extract<ViewPart, { type: T }>) => string };

export const PART_TEXT: PartText = {
  thinking: () => "",
  text: (part) => replaceCitationMarks(part.text, () => ""),
  "tool-call": () => "",
  "web-search": () => "",
};

export function partsText(parts: readonly ViewPart[]): string {
  return parts
    .map((part) => (PART_TEXT[part.type] as (part: ViewPart) => string)(part))
    .filter(Boolean)
    .join("\n\n");
}
