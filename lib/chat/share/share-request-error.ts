// Failures of the share API as typed values: the server's error kinds (its `{ error: { kind } }`
// body, see the routes under app/api/share) plus "network" for a request that got no answer. An
// answer without a known kind is read from its status alone.

import { SHARE_ERROR_KINDS, type ShareErrorKind } from "@/lib/protocol/share/share-error-kinds";

export type ShareRequestErrorKind = ShareErrorKind | "network";

const KIND_OF_STATUS: Record<number, ShareRequestErrorKind> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  410: "expired",
  413: "too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

const SERVER_KINDS = new Set<string>(SHARE_ERROR_KINDS);

export class ShareRequestError extends Error {
  readonly kind: ShareRequestErrorKind;
  /** From Retry-After, for "rate_limited". */
  readonly retryAfterSeconds?: number;

  constructor(kind: ShareRequestErrorKind, message: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options);
    this.name = "ShareRequestError";
    this.kind = kind;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** `fetch` whose failure to get any answer (offline, server down) is a ShareRequestError "network". */
export async function shareFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { cache: "no-store", ...init });
  } catch (cause) {
    throw new ShareRequestError("network", `The share server could not be reached (${url}).`, { cause });
  }
}

/** The error an unsuccessful answer stands for. */
export async function responseError(response: Response): Promise<ShareRequestError> {
  const body = (await response.json().catch(() => null)) as { error?: { kind?: unknown; message?: unknown } } | null;
  const said = body?.error;
  const kind =
    typeof said?.kind === "string" && SERVER_KINDS.has(said.kind)
      ? (said.kind as ShareRequestErrorKind)
      : (KIND_OF_STATUS[response.status] ?? "unavailable");
  const message = typeof said?.message === "string" ? said.message : `The share server answered ${response.status}.`;
  const retryAfter = Number(response.headers.get("retry-after"));
  return new ShareRequestError(kind, message, Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : undefined);
}
