import { describe, expect, it } from "vitest";
import { createBlockFeed, feedText } from "@/components/markdown/block-feed";

describe("feedText", () => {
  it("appends only the new suffix", () => {
    const feed = feedText(createBlockFeed(), "# A\n\nb");
    const scanned = feed.splitter.scannedChars;
    const next = feedText(feed, "# A\n\nbc\n\nd");
    expect(next).toBe(feed);
    expect(next.splitter.blocks).toEqual(["# A\n\n", "bc\n\n"]);
    expect(next.splitter.scannedChars - scanned).toBeLessThan(20);
    expect(feedText(next, "# A\n\nbc\n\nd")).toBe(next);
  });

  it("starts over when the text is not an extension", () => {
    const feed = feedText(createBlockFeed(), "first message\n\nmore");
    const next = feedText(feed, "other\n\ntext");
    expect(next).not.toBe(feed);
    expect(next.splitter.blocks).toEqual(["other\n\n"]);
    expect(feedText(next, "").splitter.length).toBe(0);
  });

  it("notes when math delimiters appear", () => {
    const feed = feedText(createBlockFeed(), "no math");
    expect(feed.sawDollar).toBe(false);
    expect(feedText(feed, "no math, then $x$").sawDollar).toBe(true);
  });
});
