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
  /** Past the largest file the composer reads, in MB. */
  | { kind: "too-large"; name: string; limitMb: number }
  /** No smaller encoding fit the image size limit, in MB. */
  | { kind: "cannot-fit"; name: string; limitMb: number }
  /** It would take the message past its total, in MB. */
  | { kind: "total"; name: string; limitMb: number }
  /** Preparing it failed unexpectedly. */
  | { kind: "failed"; name: string; message: string };

const KEYS: Record<AttachmentProblem["kind"], MessageKey> = {
  unsupported: "composer.attachmentUnsupported",
  "video-format": "attachments.videoFormat",
  corrupt: "attachments.corrupt",
  "too-large": "composer.attachmentTooLarge",
  "cannot-fit": "attachments.cannotFit",
  total: "attachments.total",
  failed: "attachments.failed",
};

export function problemText(problem: AttachmentProblem, t: Translate): string {
  const { kind, name } = problem;
  const size = "limitMb" in problem ? problem.limitMb : 0;
  const message = "message" in problem ? problem.message : "";
  return t(KEYS[kind], { name, size, message });
}
