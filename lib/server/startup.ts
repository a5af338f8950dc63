import "server-only";
import path from "node:path";
import { checkAccessSettings } from "@/lib/server/access/startup-checks";
import { getEnv, runsOnVercel, type ServerEnv } from "@/lib/server/env";
import { NEEDS_REDIS_MESSAGE, shareAvailability } from "@/lib/server/share/share-availability";
import { errorMessage } from "@/lib/async/error-message";

export interface StartupDeps {
  env: () => ServerEnv;
  /** Vercel keeps the process whatever it does, so there it serves on to say what is wrong. */
  onVercel: boolean;
  log: (line: string) => void;
  fail: (line: string) => void;
  exit: (code: number) => void;
}

const DEPS: StartupDeps = {
  env: getEnv,
  onVercel: runsOnVercel(),
  log: (line) => console.log(line),
  fail: (line) => console.error(line),
  exit: (code) => process.exit(code),
};

/**
 * Run by instrumentation.ts: says how the server will run, or why it cannot. Next catches an error
 * thrown from register() and serves on, every request a bare 500, so none is thrown: a Node server
 * exits 1 (Next has printed "Ready" by then, but answers no request before register() ends); on
 * Vercel every request answers that the deployment is misconfigured (misconfigured-response.ts).
 */
export function start(deps: StartupDeps = DEPS): void {
  let line: string;
  try {
    line = describeStartup(deps.env);
  } catch (error) {
    deps.fail(`Moonlit cannot start: ${errorMessage(error)}`);
    if (!deps.onVercel) deps.exit(1);
    return;
  }
  deps.log(line);
}

/** Parses and checks the environment (throwing EnvError on a bad value) and says how the server will run. */
export function describeStartup(env: () => ServerEnv = getEnv): string {
  const config = env();
  const cookieKey = checkAccessSettings(config);
  const mode = config.demo
    ? "demo mode: no EVOLINK_API_KEY is set, so replies are simulated"
    : `relaying to ${withoutCredentials(config.baseUrl)}${
        config.fallbackBaseUrl ? ` (fallback ${withoutCredentials(config.fallbackBaseUrl)})` : " (no fallback)"
      }`;
  const access =
    config.accessCodes.length > 0
      ? `, access codes required (${config.accessCodes.length})`
      : ", open to anyone who can reach this server (set ACCESS_CODE to require a code)";
  return `Moonlit: ${mode}${access}. ${shares(config)}${cookieKey ? ` ${cookieKey}` : ""}`;
}

/** Where share links are kept, or, on Vercel without Redis, why sharing is off. */
function shares(config: ServerEnv): string {
  if (!shareAvailability(config).available) return `Share links are off. ${NEEDS_REDIS_MESSAGE}`;
  if (config.redisUrl) return `Shares are kept in Redis at ${withoutCredentials(config.redisUrl)}.`;
  return `Shares are kept on disk in ${path.resolve(config.shareStoreDir)}.`;
}

/** A base URL fit for a log: any user:password@ in it is dropped. */
function withoutCredentials(base: string): string {
  const url = new URL(base);
  url.username = "";
  url.password = "";
  return url.href.replace(/\/$/, "");
}
