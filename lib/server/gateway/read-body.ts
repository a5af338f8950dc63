import "server-only";
import type { BodyBudgetUse } from "./body-budget";

// Reads the request body as raw bytes, refusing early once it passes the cap so an oversized upload
// is never held in memory whole. The bytes are what goes upstream: never re-serialised JSON.
// With a budget, each chunk's bytes are taken from it as the chunk arrives (never the whole
// Content-Length up front: a socket that promises 32 MiB and sends one byte holds one byte), and
// every way the read can end without a body gives them back: refused, cut off, stalled.
// Two clocks end a slow body: silence (idleMs), and the whole body's deadline (deadlineMs), without
// which a client sending a byte just inside the silence allowed would hold its request forever.

/**
 * Why no body: over the cap, no room in the budget, not in time (nothing arrived for idleMs, or not
 * all of it within deadlineMs), or the connection broke.
 */
export type BodyRefusal = "too_large" | "busy" | "stalled" | "cut_off";

export type BodyResult =
  | { ok: true; bytes: Uint8Array; release: () => void }
  | {
      ok: false;
      reason: BodyRefusal;
      /** Stalled by its deadline: it kept arriving, too slowly to be whole in time. */
      pastDeadline: boolean;
    };

/**
 * The longest a gateway request body may take to arrive, however steadily: the largest body
 * (MAX_REQUEST_BYTES, 32 MiB by default) at about 1.1 Mbit/s. Under Node's own request timeout (5
 * minutes from the request's start), so a slow client is told why, in the API's error shape.
 */
export const REQUEST_BODY_DEADLINE_MS = 4 * 60_000;

const NOTHING_TO_RELEASE = () => undefined;

type Chunk = ReadableStreamReadResult<Uint8Array>;
type Late = "idle" | "deadline";

/** The next chunk, or which clock ran out first (undefined clocks: wait as long as it takes). */
function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number | undefined, deadlineAt: number | undefined): Promise<Chunk | Late> {
  const untilDeadline = deadlineAt === undefined ? Infinity : deadlineAt - Date.now();
  const wait = Math.min(idleMs ?? Infinity, untilDeadline);
  if (wait === Infinity) return reader.read();
  const late: Late = untilDeadline <= (idleMs ?? Infinity) ? "deadline" : "idle";
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Late>((resolve) => (timer = setTimeout(() => resolve(late), Math.max(0, wait))));
  return Promise.race([reader.read(), timedOut]).finally(() => clearTimeout(timer));
}

export async function readBodyWithCap(
  request: Pick<Request, "headers" | "body">,
  maxBytes: number,
  use?: BodyBudgetUse,
  idleMs?: number,
  deadlineMs?: number,
): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length"));
  const known = request.headers.has("content-length") && Number.isSafeInteger(declared) && declared >= 0;
  if (known && declared > maxBytes) return { ok: false, reason: "too_large", pastDeadline: false };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0), release: NOTHING_TO_RELEASE };

  let taken = 0;
  const giveBack = () => {
    use?.budget.give(taken);
    taken = 0;
  };
  const take = async (bytes: number): Promise<boolean> => {
    if (!use) return true;
    if (!use.budget.tryTake(bytes) && !(await use.budget.take(bytes, use.waitMs))) return false;
    taken += bytes;
    return true;
  };

  const deadlineAt = deadlineMs === undefined ? undefined : Date.now() + deadlineMs;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let refusal: BodyRefusal | undefined;
  let pastDeadline = false;
  try {
    for (;;) {
      const chunk = await nextChunk(reader, idleMs, deadlineAt);
      if (typeof chunk === "string") {
        refusal = "stalled";
        pastDeadline = chunk === "deadline";
      } else if (chunk.done) break;
      else if ((total += chunk.value.byteLength) > maxBytes) refusal = "too_large";
      else if (!(await take(chunk.value.byteLength))) refusal = "busy";
      else chunks.push(chunk.value);
      if (refusal) break;
    }
  } catch {
    // The stream errors when the connection breaks mid-body (the client left, or Node's own
    // request timeout closed it).
    refusal = "cut_off";
  }
  if (refusal) {
    giveBack();
    // Not awaited: with a read still pending on a stalled socket, the cancel waits for that read.
    reader.cancel().catch(() => undefined);
    return { ok: false, reason: refusal, pastDeadline };
  }

  // Its own buffer, exactly the body's size: it may be handed to a worker thread (request-check-pool.ts).
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes, release: giveBack };
}
