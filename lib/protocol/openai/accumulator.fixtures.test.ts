import { describe, expect, it } from "vitest";
import { createOpenAIAccumulator } from "@/lib/protocol/openai/accumulator";
import type { Fixture } from "@/lib/protocol/fixtures/load";
import { standardSplits } from "@/lib/protocol/test-support/byte-splits";
import { feedChunks, fixturesFor, forRandomCuttings } from "@/lib/protocol/test-support/fixture-runner";

/** What a fixture's expected.json describes, computed from one cutting of its bytes. */
function accumulate(chunks: Uint8Array[], fixture: Fixture): unknown {
  const acc = createOpenAIAccumulator();
  feedChunks(chunks, (e) => acc.push(e));
  const { result, error } = acc.finish();
  if (fixture.meta.expect_error) {
    expect(error?.kind).toBe("upstream");
    expect(acc.done).toBe(false);
    return { partial_result: result, error: error?.kind === "upstream" ? error.body : error };
  }
  expect(error).toBeNull();
  expect(acc.done).toBe(true);
  return result;
}

const fixtures = fixturesFor("openai");

it("finds the public and extra OpenAI fixtures", () => {
  expect(fixtures.filter((f) => f.dir === "public")).toHaveLength(2);
  expect(fixtures.filter((f) => f.dir === "extra").length).toBeGreaterThanOrEqual(5);
});

describe.each(fixtures.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
  it.each(standardSplits(fixture.sse))("fed %s", (_split, chunks) => {
    expect(accumulate(chunks, fixture)).toStrictEqual(fixture.expected);
  });

  it("fed at seeded random offsets", () => {
    forRandomCuttings(fixture.sse, (chunks) => {
      expect(accumulate(chunks, fixture)).toStrictEqual(fixture.expected);
    });
  });
});
