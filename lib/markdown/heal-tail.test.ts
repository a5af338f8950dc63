import { describe, expect, it } from "vitest";
import { healTail } from "@/lib/markdown/heal-tail";

describe("healTail", () => {
  it("closes unfinished strong, strike and inline code", () => {
    expect(healTail("Some **bold")).toBe("Some **bold**");
    expect(healTail("Some ~~gone")).toBe("Some ~~gone~~");
    expect(healTail("Call `fn(")).toBe("Call `fn(`");
  });

  it("drops a dangling opening marker", () => {
    expect(healTail("Text **")).toBe("Text");
  });

  it("shows the text of an unfinished link", () => {
    expect(healTail("See [the docs](https://exa")).toBe("See the docs");
    expect(healTail("See [the do")).toBe("See the do");
    expect(healTail("A [done](https://x.dev) link")).toBe("A [done](https://x.dev) link");
  });

  it("leaves balanced text, earlier paragraphs and code alone", () => {
    expect(healTail("**a** and **b**")).toBe("**a** and **b**");
    expect(healTail("**open\n\nnext")).toBe("**open\n\nnext");
    expect(healTail("`a ** b`")).toBe("`a ** b`");
    expect(healTail("x\n\n```\n**not bold")).toBe("x\n\n```\n**not bold");
  });

  it("closes unfinished emphasis, with either marker, as it does strong", () => {
    expect(healTail("Some *soft")).toBe("Some *soft*");
    expect(healTail("Some _soft")).toBe("Some _soft_");
    expect(healTail("*a* then *b")).toBe("*a* then *b*");
    expect(healTail("*soft and **bold")).toBe("*soft and **bold***");
    expect(healTail("Text *")).toBe("Text");
  });

  it("does not mistake other asterisks and underscores for emphasis", () => {
    expect(healTail("2 * 3 = 6")).toBe("2 * 3 = 6");
    expect(healTail("* a bullet")).toBe("* a bullet");
    expect(healTail("snake_case_name")).toBe("snake_case_name");
    expect(healTail("`*ptr` is")).toBe("`*ptr` is");
    expect(healTail("*done* and _done_")).toBe("*done* and _done_");
  });
});

// Tails built to make a backtracking pattern rescan what follows each marker; `n` is the repeat count.
const adversarial: Record<string, (n: number) => string> = {
  "[": (n) => "[".repeat(n),
  "![": (n) => "![".repeat(n),
  "[a](": (n) => "[a](".repeat(n),
  "[a](b": (n) => "[a](b".repeat(n),
  "[](": (n) => "[](".repeat(n),
  "long label": (n) => "[" + "a".repeat(n),
  "long url": (n) => "[a](" + "b".repeat(n),
  "[a newline": (n) => "[a\n".repeat(n),
  "*": (n) => "*".repeat(n),
  "*a": (n) => "*a".repeat(n),
  "**a": (n) => "**a ".repeat(n),
  "* ": (n) => "* ".repeat(n),
  _: (n) => "_".repeat(n),
  "_a ": (n) => "_a ".repeat(n),
  "`": (n) => "`".repeat(n),
  "`a": (n) => "`a".repeat(n),
  "``a": (n) => "``a".repeat(n),
  "` newline": (n) => "`a\n".repeat(n),
  "~": (n) => "~".repeat(n),
  "~~a": (n) => "~~a".repeat(n),
  $: (n) => "$".repeat(n),
  "<": (n) => "<".repeat(n),
  "> quote": (n) => ">".repeat(n) + "x",
  "trailing spaces": (n) => "*a" + " ".repeat(n),
  "[a ": (n) => "[a ".repeat(n),
  alternating: (n) => "[*_`~$<".repeat(n),
  "alternating with ](": (n) => "[*_`~!](".repeat(n),
  "nested emphasis": (n) => "*_`~".repeat(n) + "a",
};

function reads(tail: string): number {
  const meter = { reads: 0 };
  healTail(tail, meter);
  return meter.reads;
}

describe("healTail's work", () => {
  it.each(Object.keys(adversarial))("grows linearly with the tail on %j", (name) => {
    const make = adversarial[name];
    const small = make(2_000);
    const large = make(4_000);
    const [smallReads, largeReads] = [reads(small), reads(large)];
    expect(smallReads).toBeGreaterThan(0);
    // Twice the tail costs at most twice the work (plus a constant), and a bounded number of reads per character.
    expect(largeReads).toBeLessThanOrEqual(2 * smallReads + 64);
    expect(largeReads).toBeLessThanOrEqual(24 * large.length);
  });

  it("heals a streamed line of 300,000 [ with a bounded number of reads", () => {
    const tail = "[".repeat(300_000);
    const meter = { reads: 0 };
    expect(healTail(tail, meter)).toBe("[".repeat(299_999));
    expect(meter.reads).toBeLessThanOrEqual(24 * tail.length);
  });
});
