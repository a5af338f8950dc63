import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAccessCookieValue } from "@/lib/server/access/access-cookie";
import { parseEnv } from "@/lib/server/env";
import { BodyBudget } from "@/lib/server/gateway/body-budget";
import { openShareStore } from "@/lib/server/share-store/open-share-store";
import { createShareHandlers } from "./share-handlers";
import { CIPHERTEXT, DAY, MAX, T0, created, errorOf, handlers, post, postJson, setUpShareApi, shareDir, storedFiles } from "./test-support/share-api";

// The share API's availability answer and POST /api/share: what is kept, and every refusal of a new share.

setUpShareApi();

describe("GET /api/share", () => {
  it("says sharing is available and how large a share may be", async () => {
    const response = handlers().availability();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ available: true, maxBytes: MAX });
  });

  it("says Redis is needed on Vercel without REDIS_URL, and not with it", async () => {
    expect(await handlers({ VERCEL: "1" }).availability().json()).toEqual({
      available: false,
      problem: "needs-redis",
      maxBytes: MAX,
    });
    expect(await handlers({ VERCEL: "1", REDIS_URL: "rediss://cache.example:6380" }).availability().json()).toEqual({
      available: true,
      maxBytes: MAX,
    });
  });
});

describe("POST /api/share", () => {
  it("keeps the ciphertext and answers with the id, the delete token and the expiry", async () => {
    const api = handlers();
    const response = await api.create(postJson({ ciphertext: CIPHERTEXT, expires: "7d" }));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["deleteToken", "expiresAt", "id"]);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(T0 + 7 * DAY);
    expect(response.headers.get("location")).toBe(`/api/share/${body.id}`);
    expect((await created(api, "1d")).expiresAt).toBe(T0 + DAY);
    expect((await created(api, "30d")).expiresAt).toBe(T0 + 30 * DAY);
    expect((await created(api, "never")).expiresAt).toBeNull();
  });

  it("stores only what was sent, the ciphertext, plus metadata", async () => {
    const dir = shareDir();
    const { id, deleteToken } = await created(handlers(), "1d");
    expect(storedFiles()).toEqual([`data/${id}`, `gone/${id}`, `meta/${id}`]);
    expect(JSON.parse(readFileSync(path.join(dir, "data", id), "utf8"))).toEqual({ ciphertext: CIPHERTEXT });
    const meta = JSON.parse(readFileSync(path.join(dir, "meta", id), "utf8"));
    expect(meta).toEqual({ id, createdAt: T0, expiresAt: T0 + DAY, deleteTokenHash: expect.any(String), bytes: CIPHERTEXT.length });
    for (const file of storedFiles()) expect(readFileSync(path.join(dir, file), "utf8")).not.toContain(deleteToken);
  });

  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["no content type", {} as Record<string, string>],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
  ])("refuses %s with 415 and stores nothing", async (_name, headers) => {
    const response = await handlers().create(post(JSON.stringify({ ciphertext: CIPHERTEXT, expires: "1d" }), headers));
    expect(response.status).toBe(415);
    expect((await errorOf(response)).kind).toBe("unsupported_media_type");
    expect(storedFiles()).toEqual([]);
  });

  it("accepts application/json with a charset", async () => {
    const body = JSON.stringify({ ciphertext: CIPHERTEXT, expires: "1d" });
    expect((await handlers().create(post(body, { "content-type": "Application/JSON; charset=utf-8" }))).status).toBe(201);
  });

  it.each([
    ["not JSON", "{ciphertext:", /not valid JSON/],
    ["not UTF-8", new Uint8Array([0x22, 0xff, 0xfe, 0x22]), /not valid JSON/],
    ["an array", "[]", /must be an object/],
    ["no expires", JSON.stringify({ ciphertext: CIPHERTEXT }), /^expires: must be one of 1d, 7d, 30d, never/],
    ["an unknown expiry", JSON.stringify({ ciphertext: CIPHERTEXT, expires: "2d" }), /^expires: must be one of/],
    ["a numeric ciphertext", JSON.stringify({ ciphertext: 12, expires: "1d" }), /^ciphertext: must be a string/],
    ["an empty ciphertext", JSON.stringify({ ciphertext: "", expires: "1d" }), /^ciphertext: must not be empty/],
    ["padded base64", JSON.stringify({ ciphertext: "AQID==", expires: "1d" }), /^ciphertext: must be base64url/],
    ["plain base64", JSON.stringify({ ciphertext: "ab+/cd", expires: "1d" }), /^ciphertext: must be base64url/],
    ["an impossible length", JSON.stringify({ ciphertext: "abcde", expires: "1d" }), /^ciphertext: is not valid base64url/],
    ["an extra field", JSON.stringify({ ciphertext: CIPHERTEXT, expires: "1d", title: "secret" }), /unknown field title/],
  ])("answers %s with 400 naming the problem, and stores nothing", async (_name, body, message) => {
    const response = await handlers().create(post(body));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.kind).toBe("bad_request");
    expect(error.message).toMatch(message);
    expect(storedFiles()).toEqual([]);
  });

  it("stops reading at the cap, mid-stream, and stores nothing", async () => {
    let pulled = 0;
    let cancelled = false;
    // Never ends: only a reader that stops at the cap can answer at all.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"ciphertext":"' : "A".repeat(1000)));
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = await handlers().create(post(endless));
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.kind).toBe("too_large");
    expect(error.message).toContain(String(MAX));
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a declared length past the cap without reading, and takes a body of exactly the cap", async () => {
    const api = handlers();
    const tooLong = await api.create(post("{}", { "content-type": "application/json", "content-length": String(MAX + 1) }));
    expect(tooLong.status).toBe(413);
    const json = JSON.stringify({ ciphertext: CIPHERTEXT, expires: "1d" });
    expect((await api.create(post(json + " ".repeat(MAX - json.length)))).status).toBe(201);
    expect((await api.create(post(json + " ".repeat(MAX - json.length + 1)))).status).toBe(413);
  });

  it("answers 503 with Retry-After while the server holds too many bodies, and stores nothing", async () => {
    const budget = new BodyBudget(MAX);
    expect(budget.tryTake(MAX)).toBe(true);
    const response = await handlers({}, { budget }).create(postJson({ ciphertext: CIPHERTEXT, expires: "1d" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect((await errorOf(response)).kind).toBe("unavailable");
    expect(storedFiles()).toEqual([]);
    budget.give(MAX);
    expect(budget.inUse).toBe(0);
  });

  it("gives the body's bytes back whether the share is kept or refused", async () => {
    const budget = new BodyBudget(MAX);
    const api = handlers({}, { budget });
    expect((await api.create(postJson({ ciphertext: CIPHERTEXT, expires: "1d" }))).status).toBe(201);
    expect((await api.create(postJson({ ciphertext: "not base64!", expires: "1d" }))).status).toBe(400);
    expect((await api.create(post(`${"[".repeat(300)}${"]".repeat(300)}`))).status).toBe(400);
    expect(budget.inUse).toBe(0);
  });

  it("limits creations per client per hour, with Retry-After", async () => {
    // One trusted proxy: the X-Forwarded-For entry it added names the client.
    const api = handlers({ SHARE_CREATE_LIMIT: "2", TRUST_PROXY_HOPS: "1" });
    const from = (ip: string) => postJson({ ciphertext: CIPHERTEXT, expires: "1d" }, { "x-forwarded-for": ip });
    expect((await api.create(from("10.0.0.1"))).status).toBe(201);
    expect((await api.create(from("10.0.0.1"))).status).toBe(201);
    const limited = await api.create(from("10.0.0.1"));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await errorOf(limited)).kind).toBe("rate_limited");
    expect((await api.create(from("10.0.0.2"))).status).toBe(201);
    expect(storedFiles().filter((file) => file.startsWith("meta/"))).toHaveLength(3);
  });

  it("needs access when ACCESS_CODE is set: a code or the unlock cookie", async () => {
    const api = handlers({ ACCESS_CODE: "alpha", ACCESS_COOKIE_SECRET: "s" });
    const body = { ciphertext: CIPHERTEXT, expires: "1d" };
    const refused = await api.create(postJson(body));
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).kind).toBe("unauthorized");
    expect((await api.create(postJson(body, { authorization: "Bearer nope" }))).status).toBe(401);
    expect(storedFiles()).toEqual([]);
    expect((await api.create(postJson(body, { authorization: "Bearer alpha" }))).status).toBe(201);
    const cookie = `moonlit_access=${createAccessCookieValue({ accessCodes: ["alpha"], accessCookieSecret: "s", apiKey: undefined })}`;
    expect((await api.create(postJson(body, { cookie }))).status).toBe(201);
  });

  it("counts wrong codes against the shared limit", async () => {
    const api = handlers({ ACCESS_CODE: "alpha" }, { wrongCodes: 2 });
    const body = { ciphertext: CIPHERTEXT, expires: "1d" };
    await api.create(postJson(body, { "x-api-key": "one" }));
    await api.create(postJson(body, { "x-api-key": "two" }));
    const limited = await api.create(postJson(body, { "x-api-key": "alpha" }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(limited)).message).toMatch(/wrong access codes/);
  });

  it("says sharing needs Redis on Vercel without REDIS_URL, instead of writing to the disk", async () => {
    const response = await handlers({ VERCEL: "1" }).create(postJson({ ciphertext: CIPHERTEXT, expires: "1d" }));
    expect(response.status).toBe(503);
    const error = await errorOf(response);
    expect(error).toMatchObject({ kind: "unavailable" });
    expect(error.message).toContain("REDIS_URL");
    expect(storedFiles()).toEqual([]);
  });

  it("answers 503 when the store cannot write", async () => {
    const blocked = path.join(shareDir(), "not-a-directory");
    writeFileSync(blocked, "");
    const env = parseEnv({ SHARE_STORE_DIR: blocked });
    const store = () => openShareStore(env, { log: () => undefined });
    const api = createShareHandlers({ env: () => env, store, log: () => undefined });
    const response = await api.create(postJson({ ciphertext: CIPHERTEXT, expires: "1d" }));
    expect(response.status).toBe(503);
    expect((await errorOf(response)).kind).toBe("unavailable");
  });
});
