// Making a share link: the shown branch is snapshotted, sealed under a fresh key, and only the
// ciphertext goes to the server. The link (with the key in its fragment) and the delete token are
// kept in this browser's database, the only place the key is kept besides the link itself.

import type { MoonlitDB } from "@/lib/db/database";
import type { SharedLinkRecord } from "@/lib/db/records";
import { saveSharedLink } from "@/lib/db/shared-links";
import { buildShareSnapshot } from "@/lib/db/share-snapshot";
import { sealShare } from "@/lib/chat/share/cipher/share-seal";
import { asCreatedShare, shareApiUrl, shareLinkUrl, type ShareExpiry } from "@/lib/protocol/share/share-api";
import { responseError, ShareRequestError, shareFetch } from "./share-request-error";
import { canSealShares, NO_SHARE_CRYPTO_MESSAGE } from "./share-crypto-support";

export interface CreateShareOptions {
  expires: ShareExpiry;
  /** False: the share carries no images (attachments, images by address, tool-result images). */
  images: boolean;
  /** False: the share carries no thinking or reasoning. */
  thinking: boolean;
  /** The server's cap (fetchShareAvailability's maxBytes): images are fitted under it, and a share still over it is refused here. */
  maxBytes?: number;
}

export interface CreatedShareLink extends SharedLinkRecord {
  /** Images left out because they were too large for the share; the UI can say so. */
  omittedImages: number;
}

/** Throws ShareRequestError; the link is saved only once the server has stored the share. */
export async function createShareLink(
  db: MoonlitDB,
  conversationId: string,
  options: CreateShareOptions,
  origin: string = location.origin,
): Promise<CreatedShareLink> {
  if (!canSealShares()) throw new ShareRequestError("unavailable", NO_SHARE_CRYPTO_MESSAGE);
  const { snapshot, omittedImages } = await buildShareSnapshot(db, conversationId, options);
  const { ciphertext, key } = await sealShare(snapshot);
  const body = JSON.stringify({ ciphertext, expires: options.expires });
  if (options.maxBytes !== undefined && new TextEncoder().encode(body).length > options.maxBytes) {
    throw new ShareRequestError("too_large", `The conversation is too large to share (more than ${options.maxBytes} bytes sealed).`);
  }

  const response = await shareFetch(shareApiUrl(origin), { method: "POST", headers: { "Content-Type": "application/json" }, body });
  if (!response.ok) throw await responseError(response);
  const created = asCreatedShare(await response.json().catch(() => null));
  if (!created) throw new ShareRequestError("unavailable", "The share server's answer to a new share was not understood.");

  const link: SharedLinkRecord = {
    id: created.id,
    url: shareLinkUrl(origin, created.id, key),
    conversationId,
    title: snapshot.conversations[0].title,
    createdAt: Date.now(),
    expiresAt: created.expiresAt,
    deleteToken: created.deleteToken,
  };
  await saveSharedLink(db, link);
  return { ...link, omittedImages };
}
