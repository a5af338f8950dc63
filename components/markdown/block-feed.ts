// Feeds a growing message into a block splitter, appending only what is new. If the text is not
// an extension of what was fed (a different message, a regeneration), it starts over.
import { createBlockSplitter, type BlockSplitter } from "@/lib/markdown/incremental-blocks";

export interface BlockFeed {
  splitter: BlockSplitter;
  /** Whether any `$` was seen, which is when math support is worth loading. */
  sawDollar: boolean;
}

export function createBlockFeed(): BlockFeed {
  return { splitter: createBlockSplitter(), sawDollar: false };
}

// Checking the whole prefix on every render would cost O(length) per token; the last 256 characters
// plus the length catch every realistic non-extension (a new message, an edit, a restart).
function extendsFed(splitter: BlockSplitter, text: string): boolean {
  const { length, recent } = splitter;
  return text.length >= length && text.startsWith(recent, length - recent.length);
}

/** Holds the current feed across renders; `update` brings it up to the latest text. */
export interface BlockFeedStore {
  update(text: string): BlockFeed;
}

export function createBlockFeedStore(): BlockFeedStore {
  let feed = createBlockFeed();
  return {
    update(text) {
      feed = feedText(feed, text);
      return feed;
    },
  };
}

/** Brings `feed` up to `text`; returns the feed to use from now on (a new one after a reset). */
export function feedText(feed: BlockFeed, text: string): BlockFeed {
  const current = extendsFed(feed.splitter, text) ? feed : createBlockFeed();
  const delta = text.slice(current.splitter.length);
  if (delta.length > 0) {
    current.splitter.append(delta);
    if (delta.includes("$")) current.sawDollar = true;
  }
  return current;
}
