// The files Moonlit attaches to a message: the composer takes only these (components/chat/composer/composer-files.ts),
// its scaler writes only these, and so a share or an import may bring only these. A blob of any other
// type must never be shown from a blob: URL, which opens on Moonlit's own origin (a text/html "image"
// would be a page of this site).

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
/**
 * A document is stored as its extracted text (PDF, Word and source files alike): plain text, which a
 * browser never runs, and which Moonlit shows as text, never from a blob: URL.
 */
export const DOCUMENT_TEXT_TYPE = "text/plain";

/** The largest picked image the composer reads (a kept original is one), and the largest video. */
export const MAX_IMAGE_INPUT_MB = 50;
export const MAX_VIDEO_MB = 15;
/** No attachment Moonlit stores is larger than this. */
export const MAX_ATTACHMENT_BYTES = Math.max(MAX_IMAGE_INPUT_MB, MAX_VIDEO_MB) * 1024 * 1024;

/** The ref kind of a type Moonlit attaches, or undefined for any other (exact match: no parameters). */
export function attachmentKindOf(mediaType: string): "image" | "video" | "document" | undefined {
  if ((IMAGE_TYPES as readonly string[]).includes(mediaType)) return "image";
  if ((VIDEO_TYPES as readonly string[]).includes(mediaType)) return "video";
  if (mediaType === DOCUMENT_TEXT_TYPE) return "document";
  return undefined;
}

export const isAttachmentType = (mediaType: string): boolean => attachmentKindOf(mediaType) !== undefined;
export const isImageType = (mediaType: string): boolean => attachmentKindOf(mediaType) === "image";
