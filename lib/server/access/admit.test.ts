import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { BASE_ERRORS } from "@/lib/server/base-errors";
import { refusalResponse } from "@/lib/server/gateway/errors";
import { relayRefusalResponse } from "@/lib/server/mcp/relay-errors";
import { limitsOf } from "@/lib/server/mcp/relay-limits";
import { refusalAsShareError, shareErrorResponse } from "@/lib/server/share/share-errors";
import { createAccessCookieValue } from "./access-cookie";
import { admit, type Refusal, type RefusalKind } from "./admit";
import { createWrongCodeLimiter } from "./wrong-code-limiter";

// The one admission step: each way a request is refused, and each refusal as every route writes it:
// in Anthropic's and OpenAI's shapes (the gateway, the replies route), the MCP relay's and the share
// API's, always with the base table's status and its one sentence.

const CODE = "north-tide-lantern";
const env = parseEnv({ ACCESS_CODE: CODE, EVOLINK_API_KEY: "sk-1" });
const open = parseEnv({ EVOLINK_API_KEY: "sk-1" });

const request = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://127.0.0.1:3000/api/x", { method, headers, ...(method === "POST" ? { body: "{}" } : {}) });

/** A limiter that refuses after one wrong code. */
const strict = () => createWrongCodeLimiter(1, 60_000);

/** The refusal admit gives, for routes that take a JSON body (the default) or none (""). */
async function refusalOf(req: Request, options: { mediaTypes?: string[]; limiter?: ReturnType<typeof strict> } = {}): Promise<Refusal> {
  const admission = await admit(req, env, { limiter: options.limiter ?? createWrongCodeLimiter(), mediaTypes: options.mediaTypes });
  if (admission.ok) throw new Error("admitted");
  return admission.refusal;
}

const REFUSED: [RefusalKind, () => Promise<Refusal>][] = [
  ["host_not_allowed", () => refusalOf(request({ host: "rebound.example:3000", authorization: `Bearer ${CODE}` }))],
  ["cross_site", () => refusalOf(request({ "sec-fetch-site": "cross-site", authorization: `Bearer ${CODE}` }), { mediaTypes: [""] })],
  ["unsupported_media_type", () => refusalOf(request({ "content-type": "text/plain", authorization: `Bearer ${CODE}` }, "POST"))],
  ["access_denied", () => refusalOf(request({ "content-type": "application/json" }, "POST"))],
  [
    "access_limited",
    async () => {
      const limiter = strict();
      await refusalOf(request({ authorization: "Bearer wrong-guess" }), { mediaTypes: [""], limiter });
      return refusalOf(request({ authorization: `Bearer ${CODE}` }), { mediaTypes: [""], limiter });
    },
  ],
];

describe("admit", () => {
  it("admits a program with a code, a browser with the unlock cookie, and anyone where no code is set", async () => {
    const cookie = `moonlit_access=${createAccessCookieValue(env)}`;
    const limiter = createWrongCodeLimiter();
    const json = { "content-type": "application/json" };
    expect(await admit(request({ ...json, "x-api-key": CODE }, "POST"), env, { limiter })).toEqual({ ok: true });
    expect(await admit(request({ cookie, "sec-fetch-site": "same-origin" }), env, { limiter, mediaTypes: [""] })).toEqual({ ok: true });
    expect(await admit(request({}), open, { limiter, mediaTypes: [""] })).toEqual({ ok: true });
  });

  it("holds a code back until its turn past everyone's budget, then admits the right one", async () => {
    const waits: number[] = [];
    const limiter = createWrongCodeLimiter(3, 60_000, () => 0, { maxFailuresOverall: 1, checkIntervalMs: 1_000 });
    limiter.recordWrong("elsewhere");
    const options = { limiter, mediaTypes: [""], wait: async (ms: number) => void waits.push(ms) };
    expect(await admit(request({ authorization: "Bearer wrong-guess" }), env, options)).toEqual({ ok: false, refusal: { kind: "access_denied" } });
    expect(waits).toEqual([]);
    expect(await admit(request({ authorization: `Bearer ${CODE}` }), env, options)).toEqual({ ok: true });
    expect(waits).toEqual([1_000]);
  });

  it.each(REFUSED)("refuses with %s, and every route words it with the base table's status and one sentence", async (kind, refuse) => {
    const refusal = await refuse();
    expect(refusal.kind).toBe(kind);
    const { status, message } = BASE_ERRORS[kind];
    const retryAfter = kind === "access_limited" ? expect.stringMatching(/^\d+$/) : null;

    const anthropic = refusalResponse("anthropic", refusal);
    expect(anthropic.status).toBe(status);
    expect(anthropic.headers.get("retry-after")).toEqual(retryAfter);
    expect(await anthropic.json()).toEqual({ type: "error", error: { type: expect.stringMatching(/_error$/), message, moonlit_kind: kind } });

    const openai = refusalResponse("openai", refusal);
    expect(openai.status).toBe(status);
    expect(openai.headers.get("retry-after")).toEqual(retryAfter);
    expect(await openai.json()).toEqual({
      error: { message, type: expect.stringMatching(/_error$/), param: null, code: expect.toSatisfy((c) => c === null || typeof c === "string"), moonlit_kind: kind },
    });

    const relay = relayRefusalResponse(refusal, limitsOf(env));
    expect(relay.status).toBe(status);
    expect(relay.headers.get("retry-after")).toEqual(retryAfter);
    expect(await relay.json()).toEqual({ error: { type: "mcp_relay_error", kind, message } });

    const share = shareErrorResponse(refusalAsShareError(refusal));
    expect(share.status).toBe(status);
    expect(share.headers.get("retry-after")).toEqual(retryAfter);
    expect(await share.json()).toEqual({ error: { kind: expect.any(String), message } });
  });

  it("answers a missing or wrong code with one sentence in Anthropic's and OpenAI's shapes", async () => {
    const refusal = await refusalOf(request({ authorization: "Bearer wrong-guess" }), { mediaTypes: [""] });
    expect(await refusalResponse("anthropic", refusal).json()).toEqual({
      type: "error",
      error: { type: "authentication_error", message: BASE_ERRORS.access_denied.message, moonlit_kind: "access_denied" },
    });
    expect(await refusalResponse("openai", refusal).json()).toEqual({
      error: { message: BASE_ERRORS.access_denied.message, type: "invalid_request_error", param: null, code: "invalid_api_key", moonlit_kind: "access_denied" },
    });
  });
});
