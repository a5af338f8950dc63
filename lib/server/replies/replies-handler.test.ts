import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { createAccessCookieValue } from "@/lib/server/access/access-cookie";
import { createWrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { createResumableReplies, type ResumableReplies } from "./resumable-replies";
import { createRepliesHandler } from "./replies-handler";

// The replies route answers in its caller's format: OpenAI's to a client that sends its key as a
// Bearer token, Anthropic's to one that names anthropic-version, and to the browser chat (which
// sends neither and reads both) as it always did.

const CODE = "north-tide-lantern";
const env = parseEnv({ ACCESS_CODE: CODE, EVOLINK_API_KEY: "sk-1" });
const ID = "never-made-reply-id-0000";
const URL_OF = `http://127.0.0.1:3000/api/replies/${ID}`;

function route(replies: Partial<ResumableReplies> = {}) {
  const store = { ...createResumableReplies({ maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 22, maxReplies: 10, ttlMs: 60_000 }), ...replies };
  return createRepliesHandler({ env: () => env, replies: store, limiter: createWrongCodeLimiter(), wait: async () => undefined });
}

const openaiClient = { authorization: `Bearer ${CODE}` };
const anthropicClient = { "x-api-key": CODE, "anthropic-version": "2023-06-01" };
const get = (headers: Record<string, string>) => route().GET(new Request(`${URL_OF}?offset=0`, { headers }), ID);

describe("the replies route's errors", () => {
  it("answers an OpenAI client in OpenAI's shape: a refusal, and the route's own errors", async () => {
    const refused = await get({ authorization: "Bearer wrong-guess" });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { message: expect.stringContaining("access code"), type: "invalid_request_error", param: null, code: "invalid_api_key", moonlit_kind: "access_denied" },
    });

    const unknown = await get(openaiClient);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { message: expect.stringContaining("No reply with this id"), type: "invalid_request_error", param: null, code: "reply_not_found" },
    });

    const stop = await route().DELETE(new Request(URL_OF, { method: "DELETE", headers: openaiClient }), ID);
    expect(stop.status).toBe(404);
    expect((await stop.json()).error).toMatchObject({ type: "invalid_request_error", code: "reply_not_found" });
  });

  it("tells an OpenAI client a store that cannot be asked is a server error to retry", async () => {
    const unreachable = route({ resume: () => Promise.reject(new Error("redis down")) });
    const answer = await unreachable.GET(new Request(`${URL_OF}?offset=0`, { headers: openaiClient }), ID);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("2");
    expect(await answer.json()).toEqual({ error: { message: expect.stringContaining("cannot be reached"), type: "server_error", param: null, code: "reply_store_unreachable" } });
  });

  it("answers an Anthropic client in Anthropic's shape, a Bearer token beside anthropic-version too", async () => {
    for (const headers of [anthropicClient, { ...openaiClient, "anthropic-version": "2023-06-01" }]) {
      const unknown = await get(headers);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ type: "error", error: { type: "reply_not_found", message: expect.stringContaining("No reply with this id") } });
    }
    const refused = await get({ "x-api-key": "wrong-guess", "anthropic-version": "2023-06-01" });
    expect(await refused.json()).toMatchObject({ type: "error", error: { type: "authentication_error", moonlit_kind: "access_denied" } });
  });

  it("answers the browser chat, which sends neither, in Anthropic's shape as before", async () => {
    const cookie = `moonlit_access=${createAccessCookieValue(env)}`;
    const unknown = await get({ cookie, accept: "text/event-stream" });
    expect(await unknown.json()).toEqual({ type: "error", error: { type: "reply_not_found", message: expect.any(String) } });
    const crossSite = await get({ cookie, "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ type: "error", error: { type: "permission_error", moonlit_kind: "cross_site" } });
  });
});
