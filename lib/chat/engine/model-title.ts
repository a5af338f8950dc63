// A title written by the model: once a new conversation's first reply is complete, Kimi K3.1
// Highspeed at low effort names it in a few words, replacing the title cut from the prompt unless the
// person renamed it meanwhile. Only where a key is set (never the demo) and while the person keeps
// the option on; any failure keeps the prompt's title, silently.

import { getConversation, replaceTitle } from "@/lib/db/conversations";
import { getPath } from "@/lib/db/message-tree";
import { anthropicAdapter } from "@/lib/protocol/anthropic/adapter";
import type { EngineContext } from "./engine-deps";
import { titleFromAnswer, titleRequest } from "./title-request";

const TITLE_TIMEOUT_MS = 30_000;

/** Names a new conversation after its first complete reply; `shown` is the title it was given. */
export async function nameByModel(ctx: EngineContext, conversationId: string, shown: string): Promise<void> {
  if (!(await ctx.modelTitles())) return;
  const conversation = await getConversation(ctx.db, conversationId);
  if (!conversation || conversation.title !== shown || conversation.activeLeafId === null) return;
  const path = await getPath(ctx.db, conversationId, conversation.activeLeafId);
  const reply = path.at(-1);
  const prompt = path[0];
  if (reply?.role !== "assistant" || reply.status !== "complete" || prompt?.role !== "user") return;
  const response = await ctx.fetch(`${ctx.baseUrl}${anthropicAdapter.gatewayPath}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...ctx.headers() },
    body: JSON.stringify(titleRequest(prompt.text || shown, conversation.preview)),
    signal: AbortSignal.timeout(TITLE_TIMEOUT_MS),
  });
  if (!response.ok) return;
  const title = titleFromAnswer(await response.json());
  if (title !== null) await replaceTitle(ctx.db, conversationId, shown, title);
}
