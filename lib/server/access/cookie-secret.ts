import "server-only";
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EnvError, getEnv, type ServerEnv } from "@/lib/server/env";

// The secret the unlock cookie is signed with: ACCESS_COOKIE_SECRET, else the EvoLink key. With
// neither (demo mode), a key made from the codes alone would let anyone holding one cookie try codes
// offline, as fast as they can hash. So the server makes a random secret at first start and keeps it
// in the share directory (on the Docker volume, so sign-ins survive a rebuilt container). On Vercel
// no disk outlives a request and several instances run at once, each of which would make its own:
// there ACCESS_COOKIE_SECRET is required (startup-checks.ts refuses to start without it).

export type SecretEnv = Pick<ServerEnv, "accessCookieSecret" | "apiKey"> & Partial<Pick<ServerEnv, "shareStoreDir" | "onVercel">>;

const FILE_NAME = ".access-cookie-secret";

export function cookieSecretFile(shareStoreDir: string): string {
  return path.join(path.resolve(shareStoreDir), FILE_NAME);
}

/** Reads the kept secret, making it first if there is none; two processes starting at once agree. */
export function readOrCreateSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const fresh = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(fresh, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    // A link appears whole or not at all, and never replaces a secret another process kept first.
    linkSync(fresh, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(fresh);
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it, and a new one is made at the next start.`);
  return secret;
}

const kept = new Map<string, string>();

export function cookieSecret(env: SecretEnv): string {
  if (env.accessCookieSecret) return env.accessCookieSecret;
  if (env.apiKey) return env.apiKey;
  if (env.onVercel ?? getEnv().onVercel) {
    throw new EnvError("ACCESS_COOKIE_SECRET", "required on Vercel when ACCESS_CODE is set and EVOLINK_API_KEY is not");
  }
  const file = cookieSecretFile(env.shareStoreDir ?? getEnv().shareStoreDir);
  let secret = kept.get(file);
  if (secret === undefined) {
    secret = readOrCreateSecret(file);
    kept.set(file, secret);
  }
  return secret;
}
