import "server-only";
import { z } from "zod";
import { SHARE_EXPIRIES, SHARE_EXPIRY_CHOICES } from "@/lib/protocol/share/share-api";
import { parseJsonBody } from "@/lib/server/gateway/parse-json-body";
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, type BodyBudgetUse } from "@/lib/server/gateway/body-budget";
import { readBodyWithCap, type BodyRefusal } from "@/lib/server/gateway/read-body";
import type { ShareError } from "./share-errors";

// POST /api/share's body: { ciphertext: base64url without padding, expires: one of SHARE_EXPIRIES },
// read with the byte cap enforced while it streams in. Nothing else is accepted, so the
// store keeps exactly what the browser sealed.

const shareBodySchema = z.strictObject(
  {
    ciphertext: z
      .string({ error: "must be a string" })
      .min(1, "must not be empty")
      .regex(/^[A-Za-z0-9_-]+$/, "must be base64url without padding")
      // 4n+1 characters would leave 6 dangling bits: no byte string encodes to that.
      .refine((value) => value.length % 4 !== 1, "is not valid base64url (impossible length)"),
    expires: z.enum(SHARE_EXPIRY_CHOICES, {
      error: `must be one of ${SHARE_EXPIRY_CHOICES.join(", ")}`,
    }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `unknown field ${issue.keys.join(", ")}` : "must be an object",
  },
);

// The object and its two members count 3 (json-shape.ts); a few more leave room for a wrong field
// to be named by the schema, while millions are refused before JSON.parse could spend seconds on them.
const SHARE_BODY_MAX_VALUES = 8;

const JSON_REFUSALS = {
  not_json: "The request body is not valid JSON.",
  too_deep: "The request body nests too deeply.",
  too_wide: "The request body is not a share: a share holds only ciphertext and expires.",
} as const;

/** `release` gives the body's bytes back to the server's budget once the share is stored. */
export type ShareBody =
  | { ok: true; ciphertext: string; ttlMs: number | null; release: () => void }
  | { ok: false; error: ShareError };


/** Why the body could not be read, as the share API says it (a stalled or cut-off upload is a bad request). */
function bodyRefused(reason: BodyRefusal, maxBytes: number): ShareError {
  switch (reason) {
    case "busy":
      return { kind: "unavailable", message: BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    case "too_large":
      return { kind: "too_large", message: `The share is larger than this server accepts (${maxBytes} bytes).` };
    case "stalled":
      return { kind: "bad_request", message: "The share stopped arriving before it was complete. Send it again." };
    case "cut_off":
      return { kind: "bad_request", message: "The connection broke before the share was complete." };
  }
}

export async function readShareBody(
  request: Request,
  maxBytes: number,
  budget?: BodyBudgetUse,
  idleMs?: number,
): Promise<ShareBody> {
  const read = await readBodyWithCap(request, maxBytes, budget, idleMs);
  if (!read.ok) return { ok: false, error: bodyRefused(read.reason, maxBytes) };
  const refuse = (message: string): ShareBody => {
    read.release();
    return { ok: false, error: { kind: "bad_request", message } };
  };
  const json = parseJsonBody(read.bytes, { maxValues: SHARE_BODY_MAX_VALUES });
  if (!json.ok) return refuse(JSON_REFUSALS[json.reason]);
  const parsed = shareBodySchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join(".");
    return refuse(field ? `${field}: ${issue.message}` : issue.message);
  }
  return { ok: true, ciphertext: parsed.data.ciphertext, ttlMs: SHARE_EXPIRIES[parsed.data.expires], release: read.release };
}
