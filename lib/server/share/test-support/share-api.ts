import "server-only";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect } from "vitest";
import { createWrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { parseEnv } from "@/lib/server/env";
import { BodyBudget } from "@/lib/server/gateway/body-budget";
import { createShareHandlers } from "@/lib/server/share/share-handlers";
import { openShareStore } from "@/lib/server/share-store/open-share-store";
import type { ShareStore } from "@/lib/server/share-store/share-store";

// The share API's handlers on a real disk store in a temp directory, driven with Request objects:
// the setup and request helpers the share-handlers-*.test.ts files share.

export const DAY = 24 * 60 * 60 * 1000;
export const T0 = Date.UTC(2031, 4, 1);
export const MAX = 4096;
export const CIPHERTEXT = "AQ" + "abc-_XYZ09".repeat(20);

let dir: string;
let clock: number;

/** Gives every test of the calling file a fresh temp directory and a clock at T0, cleaned up after. */
export function setUpShareApi(): void {
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-share-api-"));
    clock = T0;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
}

/** The current test's store directory. */
export const shareDir = (): string => dir;

/** Moves the stores' clock, e.g. past a share's expiry. */
export function setClock(now: number): void {
  clock = now;
}

export function handlers(vars: Record<string, string> = {}, limits: { wrongCodes?: number; budget?: BodyBudget } = {}) {
  const env = parseEnv({ SHARE_STORE_DIR: dir, SHARE_MAX_BYTES: String(MAX), ...vars });
  let store: Promise<ShareStore> | undefined;
  return createShareHandlers({
    env: () => env,
    store: () => (store ??= openShareStore(env, { now: () => clock })),
    accessLimiter: createWrongCodeLimiter(limits.wrongCodes ?? 10, 60_000),
    log: () => undefined,
    bodyBudget: () => ({ budget: limits.budget ?? new BodyBudget(64 * MAX), waitMs: 50 }),
  });
}

/** Every file the store wrote, relative to its directory. */
export function storedFiles(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export const post = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/api/share", { method: "POST", headers, body, duplex: "half" } as RequestInit);
export const postJson = (value: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(value), { "content-type": "application/json", ...headers });
export const del = (token: string | undefined, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/share/x", {
    method: "DELETE",
    headers: token === undefined ? headers : { "x-delete-token": token, ...headers },
  });

export async function errorOf(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  return ((await response.json()) as { error: { kind: string; message: string } }).error;
}

export async function created(api: ReturnType<typeof handlers>, expires = "7d") {
  const response = await api.create(postJson({ ciphertext: CIPHERTEXT, expires }));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; deleteToken: string; expiresAt: number | null };
}
