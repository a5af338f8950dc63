import "server-only";
import { parseEnv, type ServerEnv } from "@/lib/server/env";
import type { Protocol } from "@/lib/protocol/models";
import { createWrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { spawnSourceWorker } from "@/lib/server/test-support/source-worker";
import { createGatewayHandler, type GatewayDeps } from "../gateway-handler";
import { createRequestChecker } from "../request-check-pool";

// Builds a gateway handler for tests: a parsed environment (with a key, so not demo, unless told),
// no open-access warning noise, and large bodies checked on real worker threads started from source.

export const TEST_KEY = "sk-test-server-key";

export function testEnv(vars: Record<string, string | undefined>): ServerEnv {
  return parseEnv({ EVOLINK_API_KEY: TEST_KEY, ...vars });
}

const CHECK_WORKER = new URL("../request-check.worker.ts", import.meta.url);

/** Checks bodies as the server does: on the main thread when small, on worker threads when large. */
export const testRequestChecker = createRequestChecker({
  spawn: () => spawnSourceWorker(CHECK_WORKER, { resourceLimits: { maxOldGenerationSizeMb: 512 } }),
});

export function testHandler(protocol: Protocol, vars: Record<string, string | undefined>, deps: Partial<GatewayDeps> = {}) {
  const env = testEnv(vars);
  // A limiter per handler: wrong codes in one test must not count against another.
  return createGatewayHandler(protocol, {
    env: () => env,
    warnIfOpen: () => undefined,
    limiter: createWrongCodeLimiter(),
    check: testRequestChecker,
    ...deps,
  });
}

export const ROUTES: Record<Protocol, string> = {
  anthropic: "http://localhost:3000/api/anthropic/v1/messages",
  openai: "http://localhost:3000/api/openai/v1/chat/completions",
};

export function post(protocol: Protocol, body: string | Uint8Array, init: RequestInit = {}): Request {
  return new Request(ROUTES[protocol], {
    method: "POST",
    body: body as BodyInit,
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });
}

export const CONNECTED = ": connected\n\n";

/** `promise`, or a failure once `ms` have passed (an upstream connection that stayed open, say). */
export function withTimeout<T>(promise: Promise<T>, ms = 3_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);
}

export async function readAll(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

const MINIMAL_BODIES: Record<Protocol, Record<string, unknown>> = {
  anthropic: { model: "kimi-k3", max_tokens: 64, messages: [{ role: "user", content: "Hi" }] },
  openai: { model: "kimi-k3.1-pro", messages: [{ role: "user", content: "Hi" }] },
};

export function minimalBody(protocol: Protocol, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...structuredClone(MINIMAL_BODIES[protocol]), ...extra };
}
