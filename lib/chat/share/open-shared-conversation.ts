// Opening a share link: fetch the sealed record, open it with the key from the link's fragment, and
// check that what comes out is a shared conversation. Every way this can fail is a kind of its own,
// so the shared page can show a clear page for each instead of crashing.

import type { MoonlitExport } from "@/lib/db/export-format";
import { ImportError } from "@/lib/db/import-validation";
import { validateSharedSnapshot } from "@/lib/db/share-import";
import { openSeal, ShareSealError } from "@/lib/chat/share/cipher/share-seal";
import { asStoredShare, shareApiUrl } from "@/lib/protocol/share/share-api";
import { responseError, ShareRequestError, shareFetch } from "./share-request-error";
import { canSealShares } from "./share-crypto-support";

export type ShareOpenFailure = "missing-key" | "wrong-key" | "damaged" | "expired" | "revoked" | "not-found" | "unavailable" | "network";

export type ShareOpenResult =
  | {
      ok: true;
      /** The decrypted JSON itself, so assistant turns are byte-for-byte the owner's. */
      snapshot: MoonlitExport;
      expiresAt: number | null;
    }
  | { ok: false; kind: ShareOpenFailure };

const failed = (kind: ShareOpenFailure): ShareOpenResult => ({ ok: false, kind });

function requestFailure(error: ShareRequestError): ShareOpenFailure {
  if (error.kind === "network" || error.kind === "expired" || error.kind === "revoked") return error.kind;
  // The server answers not_found for unknown and malformed ids alike.
  if (error.kind === "not_found" || error.kind === "bad_request") return "not-found";
  return "unavailable";
}

export async function openSharedConversation(id: string, key: string | undefined, origin: string = location.origin): Promise<ShareOpenResult> {
  if (!key) return failed("missing-key");
  // Without WebCrypto (a plain-http page) no share can be opened here.
  if (!canSealShares()) return failed("unavailable");
  let response: Response;
  try {
    response = await shareFetch(shareApiUrl(origin, id));
    if (!response.ok) return failed(requestFailure(await responseError(response)));
  } catch (error) {
    if (error instanceof ShareRequestError) return failed(requestFailure(error));
    throw error;
  }
  const stored = asStoredShare(await response.json().catch(() => null));
  if (!stored) return failed("damaged");
  // The server sweeps expired shares on its own schedule; a visitor never sees one past its time.
  if (stored.expiresAt !== null && stored.expiresAt <= Date.now()) return failed("expired");

  let value: unknown;
  try {
    value = await openSeal(stored.ciphertext, key);
  } catch (error) {
    if (error instanceof ShareSealError) return failed(error.kind);
    throw error;
  }
  try {
    validateSharedSnapshot(value);
  } catch (error) {
    if (error instanceof ImportError) return failed("damaged");
    throw error;
  }
  return { ok: true, snapshot: value as MoonlitExport, expiresAt: stored.expiresAt };
}
