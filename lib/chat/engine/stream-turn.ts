// Runs one reply and the assistant node it produces. The node is stored as "streaming" before the
// request goes out, changes in place as events arrive (the live store is bumped, the saver batches
// writes), and ends complete, error (partial kept) or stopped (Stop). Every reply is asked for as a
// resumable one (the gateway keeps it under the page's resume id), which survives the page: a page
// that reloads resumes it with `resumeTurn`. The protocol's turn stream (lib/chat/adapters) reads the
// events into the node.

import type { TurnStream } from "@/lib/chat/adapters/engine-adapter";
import { engineAdapterOf } from "@/lib/chat/adapters/registry";
import { newId } from "@/lib/db/ids";
import { addMessage } from "@/lib/db/messages";
import { holdReplyLock } from "@/lib/db/reply-locks";
import { createStreamSaver } from "@/lib/db/stream-saver";
import { adapterOf, turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantNode, ConversationSettings, HistoryItem, TurnError } from "@/lib/protocol/message";
import { requestedFormat } from "@/lib/chat/structured/output-format";
import { RESUME_ID_HEADER, replyPath } from "@/lib/protocol/resume-contract";
import { readSseEvents } from "@/lib/stream/sse";
import type { EngineContext } from "./engine-deps";
import { errorFromResponse, invalidRequestError, isAbortError, networkError, replyLostError, streamError } from "./turn-error";
import { newResumeId, ReplyLostError, resumableBody } from "./resumable-body";

export interface TurnInput {
  conversationId: string;
  parentId: string | null;
  settings: ConversationSettings;
  history: HistoryItem[];
  signal: AbortSignal;
}

/** Asks the gateway for the resumable reply `resumeId` from byte `offset` on. */
function fetchResumable(ctx: EngineContext, resumeId: string, offset: number, signal: AbortSignal): Promise<Response> {
  return ctx.fetch(`${ctx.baseUrl}${replyPath(resumeId)}?offset=${offset}`, { headers: { accept: "text/event-stream", ...ctx.headers() }, signal });
}

/** Stop, said to the gateway: leaving no longer stops a resumable reply upstream. */
function stopResumable(ctx: EngineContext, resumeId: string): void {
  void ctx.fetch(`${ctx.baseUrl}${replyPath(resumeId)}`, { method: "DELETE", headers: ctx.headers() }).catch(() => undefined);
}

/**
 * Reads the reply `open` answers through `turnStream` into its node; returns the failure, if any.
 * Throws on abort. The gateway keeps the reply under `resumeId`: a connection that breaks is resumed
 * from the byte the page has, and Stop must tell the gateway itself.
 */
async function readReply(
  ctx: EngineContext,
  resumeId: string,
  open: () => Promise<Response>,
  turnStream: TurnStream,
  signal: AbortSignal,
  onChange: () => void,
): Promise<TurnError | null> {
  const stopUpstream = () => stopResumable(ctx, resumeId);
  signal.addEventListener("abort", stopUpstream, { once: true });
  try {
    const response = await open();
    if (!response.ok) return errorFromResponse(response, ctx.now());
    if (!response.body) return streamError("The response had no body.");
    const resumeFrom = async (offset: number) => {
      const rest = await fetchResumable(ctx, resumeId, offset, signal);
      if (rest.ok && rest.body) return rest.body;
      // 404, 410, 400: the gateway cannot give it any more; a 5xx may pass, so it is tried again.
      if (rest.status < 500) throw new ReplyLostError((await errorFromResponse(rest, ctx.now())).message);
      throw new Error(`resuming the reply failed with ${rest.status}`);
    };
    try {
      for await (const event of readSseEvents(resumableBody(response.body, resumeFrom, { signal, backoffMs: ctx.resumeBackoffMs }))) {
        if (turnStream.push(event, ctx.now())) onChange();
      }
    } catch (error) {
      // Close open blocks (pending tool input, thinking timers) so the partial is stored whole.
      turnStream.finish(ctx.now());
      throw error;
    }
    return turnStream.finish(ctx.now());
  } finally {
    signal.removeEventListener("abort", stopUpstream);
  }
}

/**
 * Streams the reply `open` answers into `node`, already stored as "streaming" with its lock held
 * (freed here), and stores how it ended. `failed` is an error found before anything was asked.
 * `shown`: when the live node takes the stored row's place on screen; a reply resumed is read
 * again from its start, so it is shown once its first events are in, not empty over what was there.
 */
async function followReply(
  ctx: EngineContext,
  node: AssistantNode & { resumeId: string },
  releaseLock: () => void,
  open: () => Promise<Response>,
  signal: AbortSignal,
  failed: TurnError | null = null,
  shown: "at-once" | "on-first-event" = "at-once",
): Promise<AssistantNode> {
  const { conversationId, resumeId } = node;
  const turnStream = engineAdapterOf(node.turn.protocol).createTurnStream(node);
  const startedAt = ctx.now();
  let live = false;
  const showLive = () => {
    if (live) return;
    live = true;
    ctx.liveStream.getState().start(conversationId, node, startedAt, turnStream);
  };
  if (shown === "at-once") showLive();
  const saver = createStreamSaver(ctx.db, node.id, { intervalMs: ctx.saveIntervalMs, onError: ctx.onError });
  const onChange = () => {
    showLive();
    ctx.liveStream.getState().bump(conversationId);
    saver.update(node);
  };

  let stopped = false;
  let error = failed;
  if (error === null) {
    try {
      error = await readReply(ctx, resumeId, open, turnStream, signal, onChange);
    } catch (cause) {
      if (signal.aborted || isAbortError(cause)) stopped = true;
      else error = cause instanceof ReplyLostError ? replyLostError(cause.message) : networkError(cause);
    }
  }
  node.status = stopped ? "stopped" : error ? "error" : "complete";
  if (error && !stopped) node.error = error;
  // Ended: nothing is left to resume.
  delete (node as AssistantNode).resumeId;
  showLive();
  ctx.liveStream.getState().bump(conversationId);
  try {
    await saver.finish(node);
  } finally {
    releaseLock();
    ctx.liveStream.getState().end(conversationId, node.id);
  }
  return node;
}

export async function streamTurn(ctx: EngineContext, input: TurnInput): Promise<AssistantNode> {
  const { conversationId, settings, signal } = input;
  const format = requestedFormat(settings);
  const node: AssistantNode & { resumeId: string } = {
    id: newId(),
    conversationId,
    parentId: input.parentId,
    createdAt: ctx.stamp(),
    role: "assistant",
    turn: engineAdapterOf(settings.protocol).emptyTurn(settings.model),
    status: "streaming",
    thinkingDurations: {},
    // Kept with the reply, so it is read as asked even after the settings change.
    ...(format ? { format } : {}),
    // An id this page makes, so it knows it even if the answer never reaches it (a reload).
    resumeId: newResumeId(),
  };
  let body: unknown;
  let failed: TurnError | null = null;
  try {
    body = engineAdapterOf(settings.protocol).buildRequest(settings, input.history, { stream: true });
  } catch (cause) {
    failed = invalidRequestError(cause);
  }

  // The lock is held before the row says "streaming", so no other tab's start-up can see the row
  // without the lock and mark or resume a live reply.
  const releaseLock = await holdReplyLock(ctx.locks, node.id);
  try {
    await addMessage(ctx.db, node);
  } catch (cause) {
    releaseLock();
    throw cause;
  }
  const open = () =>
    ctx.fetch(`${ctx.baseUrl}${adapterOf(settings.protocol).gatewayPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", [RESUME_ID_HEADER]: node.resumeId, ...ctx.headers() },
      body: JSON.stringify(body),
      signal,
    });
  return followReply(ctx, node, releaseLock, open, signal, failed);
}

/** Why a reply left streaming could not be resumed. */
function notResumedError(cause: TurnError): TurnError {
  return replyLostError(cause.kind === "network" ? "The server could not be reached." : cause.message);
}

/**
 * Resumes a reply a page left streaming (a reload, a closed tab) from the gateway, which kept it: the
 * whole reply is read again from its first byte into the stored empty turn, so nothing is lost or
 * doubled and upstream is not asked again. `stored` is the node as first stored (its row, whose
 * batches are in `partial`), its lock held. A reply the gateway no longer has keeps its partial, with
 * the reason.
 */
export async function resumeTurn(
  ctx: EngineContext,
  stored: AssistantNode & { resumeId: string },
  partial: AssistantNode | undefined,
  releaseLock: () => void,
  signal: AbortSignal,
): Promise<AssistantNode> {
  let response: Response;
  try {
    response = await fetchResumable(ctx, stored.resumeId, 0, signal);
  } catch (cause) {
    const stopped = signal.aborted || isAbortError(cause);
    if (stopped) stopResumable(ctx, stored.resumeId);
    return endNotResumed(ctx, stored, partial, releaseLock, stopped ? null : notResumedError(networkError(cause)));
  }
  if (!response.ok) return endNotResumed(ctx, stored, partial, releaseLock, notResumedError(await errorFromResponse(response, ctx.now())));
  const empty = engineAdapterOf(stored.turn.protocol).emptyTurn(turnAdapter(stored.turn)?.model(stored.turn) ?? "");
  const node: AssistantNode & { resumeId: string } = { ...stored, turn: empty, status: "streaming", thinkingDurations: {} };
  return followReply(ctx, node, releaseLock, () => Promise.resolve(response), signal, null, "on-first-event");
}

/** Stores the partial of a reply that was not resumed as ended: with `error`, or stopped when Stop came first. */
async function endNotResumed(
  ctx: EngineContext,
  stored: AssistantNode,
  partial: AssistantNode | undefined,
  releaseLock: () => void,
  error: TurnError | null,
): Promise<AssistantNode> {
  const node: AssistantNode = { ...(partial ?? stored), status: error ? "error" : "stopped" };
  if (error) node.error = error;
  delete node.resumeId;
  try {
    const saver = createStreamSaver(ctx.db, node.id, { onError: ctx.onError });
    await saver.finish(node);
  } finally {
    releaseLock();
  }
  return node;
}
