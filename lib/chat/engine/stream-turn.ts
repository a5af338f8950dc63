// One request to the gateway and the assistant node it produces. The node is stored as "streaming"
// before the request goes out, changes in place as events arrive (the live store is bumped, the
// saver batches writes), and ends complete, error (partial kept) or interrupted (Stop).

import { engineAdapterOf } from "@/lib/chat/adapters/registry";
import { newId } from "@/lib/db/ids";
import { addMessage } from "@/lib/db/messages";
import { holdReplyLock } from "@/lib/db/reply-locks";
import { createStreamSaver } from "@/lib/db/stream-saver";
import { adapterOf } from "@/lib/protocol/adapters";
import type { AssistantNode, ConversationSettings, HistoryItem, TurnError } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";
import { requestedFormat } from "@/lib/protocol/output-format";
import { RESUME_ID_HEADER, replyPath } from "@/lib/protocol/resume-contract";
import { readSseEvents } from "@/lib/protocol/sse";
import type { EngineContext } from "./engine-deps";
import { errorFromResponse, invalidRequestError, isAbortError, networkError, streamError } from "./turn-error";
import { newResumeId, resumableBody } from "./resumable-body";
import { createTurnStream, type TurnStream } from "./turn-stream";

export interface TurnInput {
  conversationId: string;
  parentId: string | null;
  settings: ConversationSettings;
  history: HistoryItem[];
  signal: AbortSignal;
}

/** Sends the request and reads the stream through `turnStream` into its node; returns the failure, if any. Throws on abort. */
async function request(
  ctx: EngineContext,
  protocol: Protocol,
  turnStream: TurnStream,
  body: unknown,
  signal: AbortSignal,
  onChange: () => void,
): Promise<TurnError | null> {
  // A resumable reply: the gateway reads it to the end even if this page's connection drops, and
  // the page picks it up from the byte it has (resumable-body.ts). So Stop must say so itself.
  const resumeId = newResumeId();
  const stopUpstream = () => void ctx.fetch(`${ctx.baseUrl}${replyPath(resumeId)}`, { method: "DELETE", headers: ctx.headers() }).catch(() => undefined);
  signal.addEventListener("abort", stopUpstream, { once: true });
  try {
    const response = await ctx.fetch(`${ctx.baseUrl}${adapterOf(protocol).gatewayPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", [RESUME_ID_HEADER]: resumeId, ...ctx.headers() },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) return errorFromResponse(response, ctx.now());
    if (!response.body) return streamError("The response had no body.");
    const reattach = async (offset: number) => {
      const rest = await ctx.fetch(`${ctx.baseUrl}${replyPath(resumeId)}?offset=${offset}`, { headers: { accept: "text/event-stream", ...ctx.headers() }, signal });
      if (rest.ok && rest.body) return rest.body;
      // 404, 410, 400: the gateway cannot give it any more; a 5xx may pass, so it is tried again.
      if (rest.status < 500) return null;
      throw new Error(`picking the reply up failed with ${rest.status}`);
    };
    try {
      for await (const event of readSseEvents(resumableBody(response.body, reattach, { signal, backoffMs: ctx.resumeBackoffMs }))) {
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

export async function streamTurn(ctx: EngineContext, input: TurnInput): Promise<AssistantNode> {
  const { conversationId, settings, signal } = input;
  const format = requestedFormat(settings);
  const node: AssistantNode = {
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
  };
  let body: unknown;
  let error: TurnError | null = null;
  try {
    body = engineAdapterOf(settings.protocol).buildRequest(settings, input.history, { stream: true });
  } catch (cause) {
    error = invalidRequestError(cause);
  }

  // The lock is held before the row says "streaming", so no other tab's start-up can see the row
  // without the lock and mark a live reply interrupted.
  const releaseLock = await holdReplyLock(ctx.locks, node.id);
  try {
    await addMessage(ctx.db, node);
  } catch (cause) {
    releaseLock();
    throw cause;
  }
  const turnStream = createTurnStream(node);
  ctx.liveStream.getState().start(conversationId, node, ctx.now(), turnStream);
  const saver = createStreamSaver(ctx.db, node.id, { intervalMs: ctx.saveIntervalMs, onError: ctx.onError });
  const onChange = () => {
    ctx.liveStream.getState().bump(conversationId);
    saver.update(node);
  };

  let interrupted = false;
  if (error === null) {
    try {
      error = await request(ctx, settings.protocol, turnStream, body, signal, onChange);
    } catch (cause) {
      if (signal.aborted || isAbortError(cause)) interrupted = true;
      else error = networkError(cause);
    }
  }
  node.status = interrupted ? "interrupted" : error ? "error" : "complete";
  if (error && !interrupted) node.error = error;
  ctx.liveStream.getState().bump(conversationId);
  try {
    await saver.finish(node);
  } finally {
    releaseLock();
    ctx.liveStream.getState().end(conversationId, node.id);
  }
  return node;
}
