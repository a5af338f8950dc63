import "server-only";
import { shareApiUrl, type CreatedShare, type ShareAvailability, type StoredShare } from "@/lib/protocol/share/share-api";
import { admit } from "@/lib/server/access/admit";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import { clientKey, type WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { getShareStore } from "@/lib/server/share-store/open-share-store";
import { isShareId } from "@/lib/server/share-store/share-ids";
import type { ShareStore } from "@/lib/server/share-store/share-store";
import { NEEDS_REDIS_MESSAGE, shareAvailability } from "./share-availability";
import { sharedBodyBudget, type BodyBudgetUse } from "@/lib/server/gateway/body-budget";
import { readShareBody } from "./share-body";
import { createClientByteBudget, type ClientByteBudget } from "./share-client-bytes";
import { createShareCreateLimiter, type CreateLimiter } from "./share-create-limiter";
import { refusalAsShareError, shareErrorResponse, type ShareError } from "./share-errors";
import { clientBytesError, quotaError } from "./share-quota-refusals";
import { errorMessage } from "@/lib/async/error-message";

// The share API: GET /api/share (can this server share?), POST /api/share (keep a ciphertext),
// GET /api/share/{id} (anyone holding the link) and DELETE /api/share/{id} (the delete token's
// holder). Creating and revoking need access when ACCESS_CODE is set; reading never does, since the
// key that opens a share is in the link, not on the server. Checks that need no store come first, so
// bad input never reaches it.

export interface ShareDeps {
  env: () => ServerEnv;
  store: () => Promise<ShareStore>;
  /** Counts wrong access codes; shared with the unlock page and the gateway. */
  accessLimiter: WrongCodeLimiter;
  createLimiter: CreateLimiter;
  /** The bytes of shares each client may store per hour. */
  clientBytes: ClientByteBudget;
  log: (line: string) => void;
  /** The bytes of request bodies read at once, shared with the gateway (body-budget.ts). */
  bodyBudget: () => BodyBudgetUse;
}

const NO_STORE = { "cache-control": "no-store" };

export function createShareHandlers(overrides: Partial<ShareDeps> = {}) {
  const env = overrides.env ?? getEnv;
  const deps: ShareDeps = {
    env,
    store: () => getShareStore(env),
    accessLimiter: sharedWrongCodeLimiter,
    createLimiter: createShareCreateLimiter(() => env().shareCreateLimit, () => env().redisUrl),
    clientBytes: createClientByteBudget(() => env().shareClientBytesPerHour, () => env().redisUrl),
    log: console.error,
    bodyBudget: sharedBodyBudget,
    ...overrides,
  };

  /** Why this caller may not create or revoke, if it may not. */
  async function denied(request: Request, config: ServerEnv, mediaTypes: readonly string[]): Promise<ShareError | undefined> {
    if (!shareAvailability(config).available) return { kind: "unavailable", message: NEEDS_REDIS_MESSAGE };
    // Another site must not make a visitor's browser create or revoke shares (admit.ts).
    const admission = await admit(request, config, { limiter: deps.accessLimiter, mediaTypes });
    return admission.ok ? undefined : refusalAsShareError(admission.refusal);
  }

  async function withStore(work: (store: ShareStore) => Promise<Response>): Promise<Response> {
    try {
      return await work(await deps.store());
    } catch (error) {
      deps.log(`[moonlit] share store failed: ${errorMessage(error)}`);
      return shareErrorResponse({ kind: "unavailable" });
    }
  }

  return {
    availability(): Response {
      const config = deps.env();
      const body: ShareAvailability = { ...shareAvailability(config), maxBytes: config.shareMaxBytes };
      return Response.json(body, { headers: NO_STORE });
    },

    async create(request: Request): Promise<Response> {
      const config = deps.env();
      const refused = await denied(request, config, ["application/json"]);
      if (refused) return shareErrorResponse(refused);
      const client = clientKey(request, config);
      const wait = await deps.createLimiter.take(client);
      if (wait > 0) return shareErrorResponse({ kind: "rate_limited", retryAfterSeconds: wait });
      const body = await readShareBody(request, config.shareMaxBytes, deps.bodyBudget(), config.requestBodyIdleTimeoutMs);
      if (!body.ok) return shareErrorResponse(body.error);
      try {
        const bytesWait = await deps.clientBytes.take(client, body.ciphertext.length);
        if (bytesWait > 0) return shareErrorResponse(clientBytesError(config.shareClientBytesPerHour, bytesWait));
        const response = await withStore(async (store) => {
          const outcome = await store.create({ ciphertext: body.ciphertext, ttlMs: body.ttlMs });
          if (!outcome.ok) return shareErrorResponse(quotaError(outcome.refusal));
          const { id, deleteToken, expiresAt } = outcome.share;
          const created: CreatedShare = { id, deleteToken, expiresAt };
          return Response.json(created, { status: 201, headers: { ...NO_STORE, location: shareApiUrl("", id) } });
        });
        // Only what the store kept counts against the client.
        if (response.status !== 201) await deps.clientBytes.refund(client, body.ciphertext.length);
        return response;
      } finally {
        body.release();
      }
    },

    async read(id: string): Promise<Response> {
      if (!shareAvailability(deps.env()).available) {
        return shareErrorResponse({ kind: "unavailable", message: NEEDS_REDIS_MESSAGE });
      }
      if (!isShareId(id)) return shareErrorResponse({ kind: "not_found" });
      return withStore(async (store) => {
        const found = await store.get(id);
        if (!found.ok) return shareErrorResponse({ kind: found.kind });
        const share: StoredShare = found.share;
        return Response.json(share, { headers: NO_STORE });
      });
    },

    async revoke(request: Request, id: string): Promise<Response> {
      // A DELETE carries no body; one that does must be JSON.
      const refused = await denied(request, deps.env(), ["", "application/json"]);
      if (refused) return shareErrorResponse(refused);
      if (!isShareId(id)) return shareErrorResponse({ kind: "not_found" });
      const token = request.headers.get("x-delete-token")?.trim();
      if (!token) return shareErrorResponse({ kind: "forbidden", message: "The X-Delete-Token header is missing." });
      return withStore(async (store) => {
        const outcome = await store.revoke(id, token);
        if (!outcome.ok) return shareErrorResponse({ kind: outcome.kind });
        return new Response(null, { status: 204, headers: NO_STORE });
      });
    },
  };
}

export type ShareHandlers = ReturnType<typeof createShareHandlers>;

/** The process-wide handlers, with the process environment and store. */
export const shareHandlers: ShareHandlers = createShareHandlers();
