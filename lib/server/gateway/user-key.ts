import "server-only";
import { USER_KEY_HEADER } from "@/lib/protocol/user-key-header";
import type { ServerEnv } from "@/lib/server/env";

// Bring your own key (ALLOW_USER_KEYS=true): a person's EvoLink key, kept in their browser, comes
// with each request in this header and goes upstream in place of the server's. Only the key: where
// upstream is stays the server's to say. While the option is off the header is ignored.

/** Printable ASCII without spaces, as API keys are; enough room for any real one. */
const KEY_SHAPE = /^[\x21-\x7e]{1,512}$/;

export type UserKey = { ok: true; key: string | undefined } | { ok: false };

export function readUserKey(request: Request, env: Pick<ServerEnv, "allowUserKeys">): UserKey {
  if (!env.allowUserKeys) return { ok: true, key: undefined };
  const value = request.headers.get(USER_KEY_HEADER)?.trim();
  if (!value) return { ok: true, key: undefined };
  return KEY_SHAPE.test(value) ? { ok: true, key: value } : { ok: false };
}
