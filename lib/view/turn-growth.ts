// A streaming turn derived as it grows. Its units (Anthropic's content blocks; OpenAI's reasoning,
// content and each tool call) are derived in order. A unit that is finished ("settled": it and its
// part will not change) is derived once, into a state kept from frame to frame; each frame forks that
// state and derives only the units after it, in practice the growing last one. The parts of settled
// units are therefore the same objects on every frame, and memoised renderers skip them.
//
// What each settled unit was derived from is kept (its fingerprint) and compared by identity on the
// next frames: a unit that changes anyway (a stream that goes back to an earlier block) starts the
// turn over, so the parts always equal those of a derivation from scratch.

import type { DeriveContext } from "./derive-context";

export interface TurnUnits<S> {
  count: number;
  /** The state before the first unit, starting from the parts of the reply's earlier turns. */
  start(base: DeriveContext): S;
  /** A copy that later units can be derived into without changing `state`. */
  fork(state: S): S;
  /** Derives unit `index` into `state`. */
  derive(state: S, index: number): void;
  /** Whether unit `index` is finished. */
  settled(index: number): boolean;
  /** The values unit `index` is derived from, compared by identity on later frames. */
  fingerprint(index: number): readonly unknown[];
}

export interface TurnGrowth<S> {
  /** The stored turn followed, and the context of the earlier turns it started from. */
  source: object;
  base: DeriveContext;
  /** The state after the settled units, how many they are, and what each was derived from. */
  state: S;
  settled: number;
  seen: (readonly unknown[])[];
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

function stillValid<S>(growth: TurnGrowth<S> | undefined, source: object, base: DeriveContext, units: TurnUnits<S>): growth is TurnGrowth<S> {
  return (
    growth !== undefined &&
    growth.source === source &&
    growth.base === base &&
    growth.settled <= units.count &&
    growth.seen.every((seen, index) => sameValues(seen, units.fingerprint(index)))
  );
}

/**
 * Brings the growth up to this frame: starts it over when it followed another turn or context, or a
 * settled unit changed; derives the units settled since the last frame into it. Returns the growth
 * and the frame's state, with every unit derived.
 */
export function growTurn<S>(previous: TurnGrowth<S> | undefined, source: object, base: DeriveContext, units: TurnUnits<S>): { growth: TurnGrowth<S>; frame: S } {
  const growth = stillValid(previous, source, base, units) ? previous : { source, base, state: units.start(base), settled: 0, seen: [] };
  while (growth.settled < units.count && units.settled(growth.settled)) {
    units.derive(growth.state, growth.settled);
    growth.seen.push(units.fingerprint(growth.settled));
    growth.settled++;
  }
  const frame = units.fork(growth.state);
  for (let index = growth.settled; index < units.count; index++) units.derive(frame, index);
  return { growth, frame };
}

/** A record's own values, and each list's length (lists such as citations grow in place). */
export function shallowFingerprint(value: unknown): unknown[] {
  if (typeof value !== "object" || value === null) return [value];
  const values: unknown[] = [value];
  for (const [key, field] of Object.entries(value)) values.push(key, field, Array.isArray(field) ? field.length : -1);
  return values;
}
