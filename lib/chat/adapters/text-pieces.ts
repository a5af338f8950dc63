// Records the pieces a growing text arrives in (TurnStream.textPieces): the first piece is the whole
// text as it stood when the first delta landed, then each delta, so the pieces always join to it.

import type { TextPieces } from "./engine-adapter";

export function createTextPieces(): { map: TextPieces; add(holder: object, textNow: string, delta: string): void } {
  const map: TextPieces = new WeakMap();
  return {
    map,
    add(holder, textNow, delta) {
      if (delta === "") return;
      const pieces = map.get(holder) as string[] | undefined;
      if (pieces) pieces.push(delta);
      else map.set(holder, [textNow]);
    },
  };
}
