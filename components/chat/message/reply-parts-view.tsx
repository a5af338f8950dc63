"use client";

// A reply's parts, from the stored nodes or, while it streams, from its live node. The live node
// changes in place; this component alone follows it, at most once per frame and as its cost allows
// (useLiveStream), so the reply around it (toolbar, notices, the conversation's settings) is not
// rendered again with each frame, and within it only the growing part is derived and drawn again
// (live-parts.ts).
// Both cases draw the same ReplyParts in the same place, so the end of a stream updates the drawn
// reply instead of drawing it anew.

import { useMemo, useState } from "react";
import { ReplyParts } from "@/components/chat/parts/part-renderers";
import { useLiveStream } from "@/lib/chat/hooks";
import type { ReplyNode } from "@/lib/view/derive-parts";
import { createLiveParts } from "@/lib/view/live-parts";
import type { ViewPart } from "@/lib/view/parts";
import { MessagePending } from "./message-pending";

interface ReplyPartsViewProps {
  /** The parts of a reply that is not streaming. */
  parts: readonly ViewPart[];
  /** While the reply streams: its conversation, whose live node the parts follow. */
  liveConversationId: string | null;
  nodes: ReplyNode[];
  toolSchemas: ReadonlyMap<string, Record<string, unknown>>;
}

export function ReplyPartsView({ parts, liveConversationId, nodes, toolSchemas }: ReplyPartsViewProps) {
  const live = useLiveStream(liveConversationId);
  const [liveParts] = useState(createLiveParts);
  const version = live?.version;
  const pendingInputs = live?.pendingInputs;
  const textPieces = live?.textPieces;
  const shown = useMemo(
    () => (liveConversationId === null ? null : liveParts(nodes, { toolLoopActive: true, toolSchemas, pendingInputs, textPieces })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the live node changed in place
    [liveConversationId, nodes, toolSchemas, pendingInputs, textPieces, version, liveParts],
  );
  if (shown !== null && shown.length === 0) return <MessagePending />;
  return <ReplyParts parts={shown ?? parts} />;
}
