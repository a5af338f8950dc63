// Feeds a growing message into a block splitter, appending only what is new. If the text is not
// an extension of what was fed (a different message, a regeneration), it starts over.
//
// A streaming text grows by concatenation, and reading any part of such a string (a slice, a
// comparison) makes the engine copy the whole of it first: once per frame, a 400 KB reply copied 400 KB
// for every update. Given the pieces the text arrived in (TextPart.pieces), the new suffix is joined
// from the pieces not fed yet, and the text itself is read only for its length.
import { mayHoldMath } from "@/lib/markdown/bracket-math";
import { createBlockSplitter, type BlockSplitter } from "@/lib/markdown/incremental-blocks";

export interface BlockFeed {
  splitter: BlockSplitter;
  /** Whether math delimiters (`$`, `\[`, `\(`) were seen, which is when math support is worth loading. */
  sawMath: boolean;
  /** The last character fed: a `\` at the end of one piece and a `[` at the start of the next are one opener. */
  lastChar: string;
  /** The pieces fed from, and how many of them are in the splitter. */
  pieces: readonly string[] | null;
  piecesFed: number;
}

export function createBlockFeed(): BlockFeed {
  return { splitter: createBlockSplitter(), sawMath: false, lastChar: "", pieces: null, piecesFed: 0 };
}

// Checking the whole prefix on every render would cost O(length) per token; the last 256 characters
// plus the length catch every realistic non-extension (a new message, an edit, a restart).
function extendsFed(splitter: BlockSplitter, text: string): boolean {
  const { length, recent } = splitter;
  return text.length >= length && text.startsWith(recent, length - recent.length);
}

/** Holds the current feed across renders; `update` brings it up to the latest text. */
export interface BlockFeedStore {
  update(text: string, pieces?: readonly string[]): BlockFeed;
}

export function createBlockFeedStore(): BlockFeedStore {
  let feed = createBlockFeed();
  return {
    update(text, pieces) {
      feed = feedText(feed, text, pieces);
      return feed;
    },
  };
}

function append(feed: BlockFeed, delta: string): void {
  if (delta.length === 0) return;
  feed.splitter.append(delta);
  // Once seen, nothing more to look for: each later token costs nothing here.
  if (!feed.sawMath && mayHoldMath(feed.lastChar + delta)) feed.sawMath = true;
  feed.lastChar = delta.at(-1)!;
}

/** The pieces after the ones fed, joined, when they bring the feed exactly to `text`'s length. */
function newFromPieces(feed: BlockFeed, text: string, pieces: readonly string[]): string | null {
  if (feed.pieces !== pieces || pieces.length < feed.piecesFed) return null;
  const delta = pieces.slice(feed.piecesFed).join("");
  return feed.splitter.length + delta.length === text.length ? delta : null;
}

/** Brings `feed` up to `text`; returns the feed to use from now on (a new one after a reset). */
export function feedText(feed: BlockFeed, text: string, pieces?: readonly string[]): BlockFeed {
  const fromPieces = pieces ? newFromPieces(feed, text, pieces) : null;
  if (fromPieces !== null && pieces) {
    append(feed, fromPieces);
    feed.piecesFed = pieces.length;
    return feed;
  }
  const current = extendsFed(feed.splitter, text) ? feed : createBlockFeed();
  append(current, text.slice(current.splitter.length));
  // From here on the pieces stand for what was fed, if they add up to it (read once, not per frame).
  current.pieces = null;
  if (pieces && pieces.reduce((sum, piece) => sum + piece.length, 0) === text.length) {
    current.pieces = pieces;
    current.piecesFed = pieces.length;
  }
  return current;
}
