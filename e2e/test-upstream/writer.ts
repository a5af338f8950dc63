import type { ServerResponse } from "node:http";

import { applyChunking } from "./chunking";
import type { Script } from "./types";

// Writes a resolved reply with the script's faults: headers delay, slow drip, a mid-stream error, a
// cut connection. Respects backpressure and stops as soon as the client goes away.

/** Resolves after `ms`, or early (false) when the response closes first. */
export function pause(res: ServerResponse, ms: number): Promise<boolean> {
  if (res.destroyed || res.writableEnded) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      res.off("close", onClose);
      resolve(ok);
    };
    const onClose = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    res.once("close", onClose);
  });
}

function drained(res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      res.off("drain", onDrain);
      res.off("close", onClose);
      resolve(ok);
    };
    const onDrain = () => finish(true);
    const onClose = () => finish(false);
    res.once("drain", onDrain);
    res.once("close", onClose);
  });
}

/** Waits until the socket has handed every written byte to the OS, so a cut keeps the partial stream. */
async function flushed(res: ServerResponse): Promise<void> {
  const socket = res.socket;
  // 'drain' only fires after a refused write, so poll the buffer instead (bounded at ~2 s).
  for (let i = 0; i < 2000 && socket && !socket.destroyed && socket.writableLength > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await new Promise((resolve) => setImmediate(resolve));
}

const MAX_YIELDS = 1024;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The first `count` events, then `error` (as raw bytes) if given. */
function* take(events: Iterable<Buffer>, count: number, error?: string): Generator<Buffer> {
  let n = 0;
  if (count > 0) {
    for (const event of events) {
      yield event;
      if (++n >= count) break;
    }
  }
  if (error !== undefined) yield Buffer.from(error, "utf8");
}

export interface WriteOptions {
  /** Yield to the event loop between writes so small chunks reach the client separately. */
  spread: boolean;
}

export async function writeReply(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  events: Iterable<Buffer>,
  script: Script,
  options: WriteOptions,
): Promise<void> {
  if (script.headersDelayMs && !(await pause(res, script.headersDelayMs))) return;
  if (res.destroyed) return;
  res.writeHead(status, headers);
  res.flushHeaders();

  let stream = events;
  if (script.errorAfterEvents) stream = take(stream, script.errorAfterEvents.events, script.errorAfterEvents.error);
  const cut = script.cutAfterEvents !== undefined;
  if (cut) stream = take(stream, script.cutAfterEvents ?? 0);

  const writes = applyChunking(stream, script.chunking ?? "event");
  // Yielding between writes keeps small chunks apart on the wire; at most ~1024 yields per reply.
  const stride = options.spread && Array.isArray(writes) ? Math.max(1, Math.ceil(writes.length / MAX_YIELDS)) : 0;
  let count = 0;
  for (const piece of writes) {
    if (res.destroyed) return;
    if (count > 0 && script.dripMs) {
      if (!(await pause(res, script.dripMs))) return;
    } else if (count > 0 && stride > 0 && count % stride === 0) {
      await nextTick();
      if (res.destroyed) return;
    }
    count++;
    if (!res.write(piece) && !(await drained(res))) return;
  }
  if (cut) {
    await flushed(res);
    res.socket?.destroy();
    return;
  }
  res.end();
}
