import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The route files as Next.js calls them, with the process environment: a share made, read, revoked.

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-share-route-"));
  vi.resetModules();
  vi.stubEnv("SHARE_STORE_DIR", dir);
  vi.stubEnv("ACCESS_CODE", "");
  vi.stubEnv("VERCEL", "");
  vi.stubEnv("REDIS_URL", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });

describe("/api/share routes", () => {
  it("create, read and revoke a share through the route exports", async () => {
    const share = await import("./route");
    const one = await import("./[id]/route");
    expect(await share.GET().json()).toEqual({ available: true, maxBytes: 10 * 1024 * 1024 });

    const made = await share.POST(
      new Request("http://localhost/api/share", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ciphertext: "AQIDBA", expires: "30d" }),
      }),
    );
    expect(made.status).toBe(201);
    const { id, deleteToken } = await made.json();

    const read = await one.GET(new Request(`http://localhost/api/share/${id}`), context(id));
    expect(await read.json()).toMatchObject({ ciphertext: "AQIDBA" });

    const revoke = new Request(`http://localhost/api/share/${id}`, { method: "DELETE", headers: { "x-delete-token": deleteToken } });
    expect((await one.DELETE(revoke, context(id))).status).toBe(204);
    const gone = await one.GET(new Request(`http://localhost/api/share/${id}`), context(id));
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ error: { kind: "revoked", message: expect.stringContaining("revoked") } });
  });
});
