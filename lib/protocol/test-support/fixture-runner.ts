// Shared plumbing for the fixture tests: fixtures by protocol, bytes → events, and a seeded
// property over random cuttings.

import fc from "fast-check";
import { listFixtures, loadFixture, type Fixture } from "@/lib/protocol/fixtures/load";
import { createSseDecoder, type SseEvent } from "@/lib/protocol/sse";
import { splitAt } from "@/lib/protocol/test-support/byte-splits";

/** Every public and extra fixture of one protocol. */
export function fixturesFor(protocol: "anthropic" | "openai"): Fixture[] {
  return [...listFixtures("public"), ...listFixtures("extra")]
    .map(loadFixture)
    .filter((fixture) => fixture.meta.protocol === protocol);
}

/** Feeds `chunks` through the SSE decoder, handing each event to `onEvent` as it completes. */
export function feedChunks(chunks: Uint8Array[], onEvent: (e: SseEvent) => void): void {
  const decoder = createSseDecoder(onEvent);
  for (const chunk of chunks) decoder.push(chunk);
  decoder.end();
}

/** Runs `check` on the bytes cut at seeded random offsets (fast-check shrinks a failure). */
export function forRandomCuttings(bytes: Uint8Array, check: (chunks: Uint8Array[]) => void, seed = 20310418): void {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: Math.max(1, bytes.length - 1) }), { maxLength: 80 }), (offsets) => {
      check(splitAt(bytes, offsets));
    }),
    { seed, numRuns: 40 },
  );
}
