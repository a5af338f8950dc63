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
