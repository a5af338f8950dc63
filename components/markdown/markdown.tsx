"use client";
// Markdown for chat messages, built for streaming: finished blocks are parsed once and skipped by
// React afterwards; only the unfinished tail is parsed again as tokens arrive. Static imports stay
// small (react-markdown, remark-gfm); shiki and KaTeX are fetched only when a message needs them.
import { memo, useState } from "react";
import { createBlockFeedStore } from "@/components/markdown/block-feed";
import { MarkdownBlock } from "@/components/markdown/markdown-block";
import { HighlightContext, MathContext } from "@/components/markdown/markdown-context";
import { StreamingFence } from "@/components/markdown/streaming-fence";
import { useMathPlugins } from "@/components/markdown/use-math-plugins";
import { healTail } from "@/lib/markdown/heal-tail";
import type { BlockSplitter } from "@/lib/markdown/incremental-blocks";

export interface MarkdownProps {
  text: string;
  /** True while the text is still arriving. */
  streaming: boolean;
  /** While it streams, the pieces `text` arrived in (joined equal to it): what is new is read from them. */
  pieces?: readonly string[];
  /** Ended before it was finished (a stopped reply): the last block's open Markdown is closed, as while it streamed. */
  cut?: boolean;
  className?: string;
}

// Finished blocks are grouped so a render walks groups, not every block of a long reply. Each group
// is a `.md-group` (app/globals.css): once off screen the browser skips its style, layout and paint,
// so the cost of a frame stays flat however long the reply grows.
const GROUP_SIZE = 32;

// Height to assume for a group that has never been on screen (a long reply opened from the database):
// about one 28 px line per 80 characters plus a margin per block. A group that has been drawn keeps
// its real height (`contain-intrinsic-size: auto`).
function estimatedHeight(blocks: readonly string[], start: number, end: number): number {
  let height = 0;
  for (let i = start; i < end; i++) height += Math.ceil(blocks[i].length / 80) * 28 + 12;
  return height;
}

// A block that may start with raw HTML can render as bare text, which CSS cannot see as a first or
// last child; a group with one at an edge is rendered without its wrapper, exactly as before groups.
const mayStartWithHtml = (block: string) => /^ {0,3}</.test(block);

const BlockGroup = memo(function BlockGroup({ blocks, start, end }: { blocks: readonly string[]; start: number; end: number }) {
  const items = [];
  for (let i = start; i < end; i++) items.push(<MarkdownBlock key={i} source={blocks[i]} />);
  if (mayStartWithHtml(blocks[start]) || mayStartWithHtml(blocks[end - 1])) return items;
  return (
    <div className="md-group" style={{ containIntrinsicSize: `auto ${estimatedHeight(blocks, start, end)}px` }}>
      {items}
    </div>
  );
});

function Tail({ splitter, streaming, cut }: { splitter: BlockSplitter; streaming: boolean; cut: boolean }) {
  const fence = streaming ? splitter.tailFence() : null;
  if (!fence) {
    const tail = splitter.tail();
    return tail ? <MarkdownBlock source={streaming || cut ? healTail(tail) : tail} /> : null;
  }
  const { sealed, live } = splitter.tailParts();
  const head = sealed.slice(0, fence.firstContentPart).join("");
  const openerStart = head.lastIndexOf("\n", head.length - 2) + 1;
  const before = head.slice(0, openerStart);
  return (
    <>
      {before && <MarkdownBlock source={before} />}
      <StreamingFence fence={fence} pieces={sealed.slice(fence.firstContentPart)} live={live} />
    </>
  );
}

export function Markdown({ text, pieces, streaming, cut = false, className }: MarkdownProps) {
  // The store is mutable on purpose: each render appends only the new suffix of `text`
  // (idempotent, so a repeated render with the same text does nothing).
  const [store] = useState(createBlockFeedStore);
  const { splitter, sawMath } = store.update(text, pieces);
  const math = useMathPlugins(sawMath);

  const blocks = splitter.blocks;
  const groups = [];
  for (let start = 0; start < blocks.length; start += GROUP_SIZE) {
    const end = Math.min(start + GROUP_SIZE, blocks.length);
    groups.push(<BlockGroup key={start} blocks={blocks} start={start} end={end} />);
  }

  return (
    <MathContext value={math}>
      <div className={["min-w-0 break-words", className].filter(Boolean).join(" ")}>
        {groups}
        <HighlightContext value={!streaming}>
          <Tail splitter={splitter} streaming={streaming} cut={cut} />
        </HighlightContext>
      </div>
    </MathContext>
  );
}
