// The chat specs' `test`: a ChatPage per test and a clean test upstream (queue and record).
import { test as base } from "@playwright/test";
import { ChatPage } from "./chat-page";
import { upstream } from "./upstream";

export const test = base.extend<{ chat: ChatPage }>({
  chat: async ({ page }, provide) => {
    await upstream.reset();
    await provide(new ChatPage(page));
  },
});

export { expect } from "@playwright/test";
export { upstream };

/** The JSON bodies the gateway sent upstream, in order, for one path. */
export async function upstreamBodies(path: "/v1/messages" | "/v1/chat/completions"): Promise<Record<string, unknown>[]> {
  const requests = await upstream.requests();
  return requests.filter((request) => request.path === path).map((request) => request.json as Record<string, unknown>);
}
