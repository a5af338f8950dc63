import { describe, expect, it } from "vitest";
import { replyContext } from "./derive-parts";
import { growTurn, type TurnGrowth, type TurnUnits } from "./turn-growth";

// A turn of words: each word a unit, finished once another follows. The state lists what was derived.
function units(words: string[], derived: string[]): TurnUnits<string[]> {
  return {
    count: words.length,
    start: () => [],
    fork: (state) => [...state],
    derive: (state, index) => {
      derived.push(words[index]);
      state.push(words[index]);
    },
    settled: (index) => index < words.length - 1,
    fingerprint: (index) => [words[index]],
  };
}

describe("growTurn", () => {
  const base = replyContext([], {});
  const source = {};

  it("derives each finished unit once and the growing one on every frame", () => {
    const derived: string[] = [];
    let growth: TurnGrowth<string[]> | undefined;
    const frames = [["a"], ["a", "b"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c"]];
    const shown = frames.map((words) => {
      const grown = growTurn(growth, source, base, units(words, derived));
      growth = grown.growth;
      return grown.frame;
    });
    expect(shown.at(-1)).toEqual(["a", "b", "c"]);
    expect(derived).toEqual(["a", "a", "b", "b", "b", "c", "c"]);
  });

  it("starts over for another turn, another context, or a finished unit that changed", () => {
    const derived: string[] = [];
    let { growth } = growTurn(undefined, source, base, units(["a", "b"], derived));
    derived.length = 0;
    ({ growth } = growTurn(growth, source, base, units(["x", "b"], derived)));
    expect(derived).toEqual(["x", "b"]);
    const other = {};
    derived.length = 0;
    ({ growth } = growTurn(growth, other, base, units(["x", "b"], derived)));
    expect(derived).toEqual(["x", "b"]);
    derived.length = 0;
    ({ growth } = growTurn(growth, other, base, units(["x", "b"], derived)));
    expect(derived).toEqual(["b"]);
    derived.length = 0;
    growTurn(growth, other, replyContext([], {}), units(["x", "b"], derived));
    expect(derived).toEqual(["x", "b"]);
  });
});
