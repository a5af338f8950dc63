// Revoking a share: the server deletes it when shown the delete token, then this browser forgets the
// link. A share the server no longer has (unknown, expired, already revoked) is forgotten as well:
// there is nothing left to revoke.

import type { MoonlitDB } from "@/lib/db/database";
import type { SharedLinkRecord } from "@/lib/db/records";
import { deleteSharedLink } from "@/lib/db/shared-links";
import { shareApiUrl } from "@/lib/protocol/share/share-api";
import { responseError, shareFetch } from "./share-request-error";

const GONE = new Set(["not_found", "expired", "revoked"]);

/** Throws ShareRequestError (the link is then kept, so it can be tried again). */
export async function revokeShareLink(db: MoonlitDB, link: SharedLinkRecord): Promise<void> {
  // The share lives on the server the link points to, which is where it was made.
  const origin = new URL(link.url).origin;
  const response = await shareFetch(shareApiUrl(origin, link.id), { method: "DELETE", headers: { "X-Delete-Token": link.deleteToken } });
  if (!response.ok) {
    const error = await responseError(response);
    if (!GONE.has(error.kind)) throw error;
  }
  await deleteSharedLink(db, link.id);
}
