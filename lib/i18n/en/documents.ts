// Documents (PDF, Word, text and source files): why one was not attached.

import type { Message } from "../message";

export const documents = {
  "documents.open": "Open {name}",
  "documents.pages": { one: "{count} page", other: "{count} pages" },
  "documents.tokens": "~{tokens} tokens",
  "documents.estimateHint": "Tokens are estimated with the context meter's rule (about four characters each).",
  "documents.close": "Close",
  "documents.loading": "Reading…",
  "documents.whatModelReads": "The text Moonlit extracted from the file: what the model reads.",
  "documents.shown": "Showing {shown} of {total} characters.",
  "documents.showMore": "Show more",
  "documents.password": "Password for {name}",
  "documents.unlock": "Open with password",
  "documents.dismiss": "Leave it out",
  "documents.sendPages": { one: "Send the page as an image", other: "Send its {count} pages as images" },
  "documents.longCache": "A long document: with the one-hour cache, every later question reads it from the cache at a fraction of the price.",
  "documents.useLongCache": "Use the one-hour cache",
  "documents.problem.unsupported": "{name}: Moonlit does not read {what} files.",
  "documents.problem.binary": "{name} holds binary data, not text.",
  "documents.problem.tooLarge": "{name} is {size} MB; a document can be {limit} MB at most.",
  "documents.problem.unpacksTooLarge": "{name} unpacks to {size} MB of text and markup; Moonlit reads at most {limit} MB.",
  "documents.problem.tooLong": "{name} is too long: at least {tokens} tokens (estimated), more than the model’s {limit}-token window.",
  "documents.problem.empty": "{name} has no text in it.",
  "documents.problem.needsPassword": "{name} is protected by a password.",
  "documents.problem.wrongPassword": "That password does not open {name}.",
  "documents.problem.noTextLayer": {
    one: "{name} is a scan: its page has no text to read.",
    other: "{name} is a scan: its {count} pages have no text to read.",
  },
  "documents.problem.pageTooLarge": "Page {page} of {name} does not fit in {limit} MB as an image.",
  "documents.problem.needsCmaps": "{name} sets its text in fonts whose character maps are not available here, so its text cannot be read.",
  "documents.problem.needsImageDecoders": "{name} has images in a format (JBIG2 or JPEG 2000) whose decoder is not available here, so its pages cannot be drawn.",
  "documents.problem.corrupt": "{name} could not be read: {reason}",
  "documents.problem.cancelled": "Reading {name} was cancelled.",
  "documents.problem.failed": "{name} could not be read: {reason}",
} as const satisfies Record<string, Message>;
