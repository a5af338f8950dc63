// Why a file was not attached, as a typed value, and the one table from its kind to the message a
// person reads: always the file's name and the reason.

import type { Translate } from "@/lib/i18n/translate";
import type { NamedDocumentProblem } from "@/lib/chat/documents/document-types";
import { describeDocumentProblem } from "@/lib/chat/documents/problem-text";

export type AttachmentProblem =
  /** Not an image (or video) type the model takes in this format. */
  | { kind: "unsupported"; name: string }
  /** An image or video for a model that reads text only (kimi-k3); `switchTo` reads them. */
  | { kind: "text-only"; name: string; model: string; switchTo: string }
  /** A video in the Anthropic format, which has no video input. */
  | { kind: "video-format"; name: string }
  /** It does not decode as an image. */
  | { kind: "corrupt"; name: string }
  /** Past the largest file the composer reads, or an image no smaller encoding brought within the limit, in MB. */
  | { kind: "too-large"; name: string; limitMb: number }
  /** It would take the message past its total, in MB. */
  | { kind: "total"; name: string; limitMb: number }
  /** Preparing it failed unexpectedly. */
  | { kind: "failed"; name: string; message: string }
  /** A document the reader could not take, for its reason. */
  | { kind: "document"; name: string; problem: NamedDocumentProblem };

/** One message per kind, each with exactly the values its sentence names. */
const TEXT: { [K in AttachmentProblem["kind"]]: (problem: Extract<AttachmentProblem, { kind: K }>, t: Translate) => string } = {
  unsupported: ({ name }, t) => t("composer.attachmentUnsupported", { name }),
  "text-only": ({ name, model, switchTo }, t) => t("attachments.textOnly", { name, model, other: switchTo }),
  "video-format": ({ name }, t) => t("attachments.videoFormat", { name }),
  corrupt: ({ name }, t) => t("attachments.corrupt", { name }),
  "too-large": ({ name, limitMb }, t) => t("composer.attachmentTooLarge", { name, size: limitMb }),
  total: ({ name, limitMb }, t) => t("attachments.total", { name, size: limitMb }),
  // An unexpected failure says what went wrong, after the file's name.
  failed: ({ name, message }, t) => t("error.generic", { message: `${name}: ${message}` }),
  document: ({ problem }, t) => describeDocumentProblem(t, problem),
};

export function problemText(problem: AttachmentProblem, t: Translate): string {
  return (TEXT[problem.kind] as (problem: AttachmentProblem, t: Translate) => string)(problem, t);
}
