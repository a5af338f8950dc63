import "server-only";
import type { BodyBudgetUse } from "./body-budget";

// Reads the request body as raw bytes, refusing early once it passes the cap so an oversized upload
// is never held in memory whole. The bytes are what goes upstream: never re-serialised JSON. With a
// budget, the bytes are taken from it as they arrive (all at once when Content-Length says how many)
// and stay taken until the caller releases them.

export type BodyResult =
  | { ok: true; bytes: Uint8Array; release: () => void }
  | { ok: false; reason: "too_large" | "busy" };

const NOTHING_TO_RELEASE = () => undefined;

export async function readBodyWithCap(request: Request, maxBytes: number, use?: BodyBudgetUse): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length"));
  const known = request.headers.has("content-length") && Number.isSafeInteger(declared) && declared >= 0;
  if (known && declared > maxBytes) return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0), release: NOTHING_TO_RELEASE };

  let taken = 0;
  const giveBack = () => {
    use?.budget.give(taken);
    taken = 0;
  };
  const takeUpTo = async (bytes: number): Promise<boolean> => {
    if (!use || bytes <= taken) return true;
    const more = bytes - taken;
    if (!use.budget.tryTake(more) && !(await use.budget.take(more, use.waitMs))) return false;
    taken = bytes;
    return true;
  };

  const reader = request.body.getReader();
  const stop = async (reason: "too_large" | "busy"): Promise<BodyResult> => {
    giveBack();
    await reader.cancel().catch(() => undefined);
    return { ok: false, reason };
  };
  if (known && !(await takeUpTo(declared))) return stop("busy");

  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) return stop("too_large");
    if (!(await takeUpTo(total))) return stop("busy");
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // A body shorter than it declared gives back the difference now.
  if (use && taken > total) {
    use.budget.give(taken - total);
    taken = total;
  }
  return { ok: true, bytes, release: giveBack };
}
