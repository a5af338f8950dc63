// A streaming reply's parts are derived afresh with each frame, as new objects; drawn as they are,
// every part's renderer would run again although only the growing one changed. Each part equal to
// the part of its key in the previous list is replaced by that earlier object, so memoised renderers
// skip every finished part (thinking, tool cards, searches, earlier text) and redraw only what grows.

import { isRecord } from "@/lib/protocol/is-record";
import type { ViewPart } from "./parts";

/** Equal field by field, down to `depth` levels of nested lists and records (citations and their passages, results, images). */
function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i], depth - 1));
  if (!isRecord(a) || !isRecord(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key], depth - 1));
}

/** `next`, with each part equal to the previous part of its key replaced by that earlier object. */
export function reuseParts(previous: readonly ViewPart[], next: ViewPart[]): ViewPart[] {
  if (previous.length === 0) return next;
  const byKey = new Map(previous.map((part) => [part.key, part]));
  return next.map((part) => {
    const earlier = byKey.get(part.key);
    return earlier && sameValue(earlier, part, 4) ? earlier : part;
  });
}

/** Parts for each new list, reusing the parts of the previous list where they did not change. */
export function createStableParts(): (parts: ViewPart[]) => ViewPart[] {
  let shown: ViewPart[] = [];
  return (parts) => (shown = reuseParts(shown, parts));
}
