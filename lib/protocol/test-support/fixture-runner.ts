// The fixture suite both accumulators run: every fixture of a protocol fed whole, cut the standard
// ways and at seeded random offsets (fixtures/README.md), each cutting adding up to expected.json.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listFixtures, loadFixture, type Fixture } from "@/lib/protocol/fixtures/load";
import type { Protocol } from "@/lib/protocol/models";
import { createSseDecoder, type SseEvent } from "@/lib/stream/sse";
import { splitAt, standardSplits } from "@/lib/protocol/test-support/byte-splits";

/** Every public and extra fixture of one protocol. */
export function fixturesFor(protocol: Protocol): Fixture[] {
  return [...listFixtures("public"), ...listFixtures("extra")]
    .map(loadFixture)
    .filter((fixture) => fixture.meta.protocol === protocol);
}

/** One protocol's accumulator, as the suite drives it. */
export interface FixtureAccumulator {
  push(event: SseEvent): void;
  /** What the stream added up to (a message or a result), its error, and whether it ended cleanly. */
  finish(): { value: unknown; error: { kind: string; body?: unknown } | null; done: boolean };
}

/** Feeds `chunks` through the SSE decoder, handing each event to `onEvent` as it completes. */
function feedChunks(chunks: Uint8Array[], onEvent: (e: SseEvent) => void): void {
  const decoder = createSseDecoder(onEvent);
  for (const chunk of chunks) decoder.push(chunk);
  decoder.end();
}

/** Runs `check` on the bytes cut at seeded random offsets (fast-check shrinks a failure). */
function forRandomCuttings(bytes: Uint8Array, check: (chunks: Uint8Array[]) => void, seed = 20310418): void {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: Math.max(1, bytes.length - 1) }), { maxLength: 80 }), (offsets) => {
      check(splitAt(bytes, offsets));
    }),
    { seed, numRuns: 40 },
  );
}

/**
 * What a fixture's expected.json describes, computed from one cutting of its bytes. A failing
 * stream's file is `{ [partialKey]: what arrived, error: the upstream error body }`.
 */
function accumulate(chunks: Uint8Array[], fixture: Fixture, create: () => FixtureAccumulator, partialKey: string): unknown {
  const acc = create();
  feedChunks(chunks, (e) => acc.push(e));
  const { value, error, done } = acc.finish();
  if (fixture.meta.expect_error) {
    expect(error?.kind).toBe("upstream");
    expect(done).toBe(false);
    return { [partialKey]: value, error: error?.kind === "upstream" ? error.body : error };
  }
  expect(error).toBeNull();
  expect(done).toBe(true);
  return value;
}

export function describeFixtureCuttings(fixtures: Fixture[], create: () => FixtureAccumulator, partialKey: string): void {
  describe.each(fixtures.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    it.each(standardSplits(fixture.sse))("fed %s", (_split, chunks) => {
      expect(accumulate(chunks, fixture, create, partialKey)).toStrictEqual(fixture.expected);
    });

    it("fed at seeded random offsets", () => {
      forRandomCuttings(fixture.sse, (chunks) => {
        expect(accumulate(chunks, fixture, create, partialKey)).toStrictEqual(fixture.expected);
      });
    });
  });
}
