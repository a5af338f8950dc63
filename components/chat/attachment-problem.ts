// Why a file was not attached, as a typed value, and the one table from its kind to the message a
// person reads: always the file's name and the reason.

import type { Translate } from "@/lib/i18n/translate";
import type { MessageKey } from "@/lib/i18n/en";

export type AttachmentProblem =
  /** Not an image (or video) type the model takes in this format. */
  | { kind: "unsupported"; name: string }
  /** A video in the Anthropic format, which has no video input. */
  | { kind: "video-format"; name: string }
  /** It does not decode as an image. */
  | { kind: "corrupt"; name: string }
  /** Past the largest file the composer reads, or an image no smaller encoding brought within the limit, in MB. */
  | { kind: "too-large"; name: string; limitMb: number }
  /** It would take the message past its total, in MB. */
  | { kind: "total"; name: string; limitMb: number }
  /** Preparing it failed unexpectedly. */
  | { kind: "failed"; name: string; message: string };

const KEYS: Record<AttachmentProblem["kind"], MessageKey> = {
  unsupported: "composer.attachmentUnsupported",
  "video-format": "attachments.videoFormat",
  corrupt: "attachments.corrupt",
  "too-large": "composer.attachmentTooLarge",
  total: "attachments.total",
  failed: "error.generic",
};

export function problemText(problem: AttachmentProblem, t: Translate): string {
  const { kind, name } = problem;
  const size = "limitMb" in problem ? problem.limitMb : 0;
  // An unexpected failure says what went wrong, after the file's name.
  const message = "message" in problem ? `${name}: ${problem.message}` : "";
  return t(KEYS[kind], { name, size, message });
}
