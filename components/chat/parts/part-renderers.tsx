"use client";

// Picks each view part's renderer by its type, and draws a reply's parts in order.

import { memo, type ComponentType } from "react";
import type { ViewPart, ViewPartType } from "@/lib/view/parts";
import { StructuredPart } from "./structured-part";
import { TextPart } from "./text-part";
import { ThinkingBlock } from "./thinking-block";
import { ToolCallCard } from "./tool-call-card";
import { WebSearchCard } from "./web-search-card";

type Renderers = { [T in ViewPartType]: ComponentType<{ part: Extract<ViewPart, { type: T }> }> };

export const PART_RENDERERS: Renderers = {
  thinking: ThinkingBlock,
  text: TextPart,
  structured: StructuredPart,
  "tool-call": ToolCallCard,
  "web-search": WebSearchCard,
};

// Memoised by the part object: a streaming reply keeps its unchanged parts' objects (live-parts.ts),
// so only the growing part is drawn again with each frame.
const PartView = memo(function PartView({ part }: { part: ViewPart }) {
  const Renderer = PART_RENDERERS[part.type] as ComponentType<{ part: ViewPart }> | undefined;
  return Renderer ? <Renderer part={part} /> : null;
});

export function ReplyParts({ parts }: { parts: readonly ViewPart[] }) {
  return (
    <>
      {parts.map((part) => (
        <PartView key={part.key} part={part} />
      ))}
    </>
  );
}
