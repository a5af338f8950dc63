// The access-code unlock page and its refusals.

import type { Message } from "../message";

export const unlock = {
  "unlock.pageTitle": "Unlock · Moonlit",
  "unlock.heading": "Unlock Moonlit",
  "unlock.hint": "This server asks for an access code.",
  "unlock.code": "Access code",
  "unlock.submit": "Unlock",
  // One per failed outcome of /api/unlock (lib/server/access/unlock-outcomes.ts).
  "unlock.error.wrong": "That access code is not right.",
  "unlock.error.missing": "Enter the access code.",
  "unlock.error.not_required": "This server does not use access codes.",
  "unlock.error.limited": "Too many wrong codes. Wait a few minutes and try again.",

  // issue 9, access: refusals of /api/unlock (lib/server/access/browser-request.ts)
  "unlock.error.host_not_allowed": "This server does not answer to this address. Its operator can allow it in ALLOWED_HOSTS.",
  "unlock.error.cross_site": "Unlock on this site's own page.",
  "unlock.error.unsupported_media_type": "Send the code from the unlock form.",
} as const satisfies Record<string, Message>;
