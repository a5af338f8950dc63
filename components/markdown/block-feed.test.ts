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
    expect(feed.sawMath).toBe(false);
    expect(feedText(feed, "no math, then $x$").sawMath).toBe(true);
  });
});

describe("feedText with the pieces a streaming text arrived in", () => {
  /** A string the test can watch: reading anything but its length through slice/startsWith fails. */
  function lengthOnly(length: number): string {
    const text = new String("x".repeat(length)) as unknown as string;
    const refuse = () => {
      throw new Error("the whole text was read");
    };
    Object.assign(text, { slice: refuse, startsWith: refuse });
    return text;
  }

  it("takes what is new from the pieces, reading the text only for its length", () => {
    const pieces = ["# A\n\n", "b"];
    const feed = feedText(createBlockFeed(), "# A\n\nb", pieces);
    pieces.push("c\n\nd", " $x$");
    const next = feedText(feed, lengthOnly("# A\n\nbc\n\nd $x$".length), pieces);
    expect(next).toBe(feed);
    expect(next.splitter.blocks).toEqual(["# A\n\n", "bc\n\n"]);
    expect(next.splitter.tail()).toBe("d $x$");
    expect(next.sawMath).toBe(true);
  });

  it("falls back to the text when the pieces do not add up to it", () => {
    const pieces = ["one"];
    const feed = feedText(createBlockFeed(), "one", pieces);
    pieces.push(" two");
    // A text older than the pieces (a stale render): read from the text itself.
    const next = feedText(feed, "one t", pieces);
    expect(next.splitter.tail()).toBe("one t");
    expect(feedText(next, "one two", pieces).splitter.tail()).toBe("one two");
  });

  it("starts over for other pieces that are not an extension", () => {
    const feed = feedText(createBlockFeed(), "first", ["first"]);
    const next = feedText(feed, "second", ["second"]);
    expect(next).not.toBe(feed);
    expect(next.splitter.tail()).toBe("second");
  });
});
