import "server-only";
import { EnvError, type ServerEnv } from "@/lib/server/env";
import { cookieSecret, cookieSecretFile } from "./cookie-secret";

// Access settings the server refuses to run with, checked when it starts (lib/server/startup.ts).

/**
 * Past everyone's budget of wrong codes the server checks about one code a second, for all clients
 * together (wrong-code-limiter.ts): some 90,000 a day. Four digits fall in minutes at that pace, six
 * in days; eight characters take years even as digits, and a few random words far longer.
 */
export const MIN_ACCESS_CODE_LENGTH = 8;

/** Throws EnvError naming the variable to fix; says how unlock cookies are signed when that needs saying. */
export function checkAccessSettings(env: ServerEnv): string | undefined {
  const short = env.accessCodes.filter((code) => [...code].length < MIN_ACCESS_CODE_LENGTH).length;
  if (short > 0) {
    throw new EnvError(
      "ACCESS_CODE",
      `each code needs at least ${MIN_ACCESS_CODE_LENGTH} characters, and ${short} ${short === 1 ? "is" : "are"} shorter. ` +
        "Guessing goes on at about one code a second whatever the limits, so a short code falls in days: use a few random words.",
    );
  }
  if (env.accessCodes.length === 0 || env.accessCookieSecret || env.apiKey) return undefined;
  // Made now rather than at the first unlock, so a disk that cannot keep it (or Vercel) stops the start.
  cookieSecret(env);
  return `Unlock cookies are signed with a random secret kept in ${cookieSecretFile(env.shareStoreDir)}.`;
}
