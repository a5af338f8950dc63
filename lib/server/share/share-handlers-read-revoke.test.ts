import { describe, expect, it } from "vitest";
import { CIPHERTEXT, DAY, T0, created, del, errorOf, handlers, postJson, setClock, setUpShareApi, storedFiles } from "./test-support/share-api";

// GET and DELETE /api/share/{id}: reading a share, and revoking it with its delete token.

setUpShareApi();

describe("GET /api/share/{id}", () => {
  it("gives anyone the ciphertext, without access", async () => {
    const api = handlers({ ACCESS_CODE: "alpha" });
    const response = await api.create(postJson({ ciphertext: CIPHERTEXT, expires: "never" }, { "x-api-key": "alpha" }));
    const { id } = await response.json();
    const read = await api.read(id);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(await read.json()).toEqual({ ciphertext: CIPHERTEXT, createdAt: T0, expiresAt: null });
  });

  it("answers 404 for an unknown or malformed id, touching nothing", async () => {
    const api = handlers();
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "x", "..%2F..%2Fetc", "../meta/AAAAAAAAAAAAAAAAAAAAAA", "A".repeat(23)]) {
      const response = await api.read(id);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).kind).toBe("not_found");
    }
    expect(storedFiles()).toEqual([]);
  });

  it("answers 410 expired once the share's time has passed", async () => {
    const api = handlers();
    const { id } = await created(api, "1d");
    setClock(T0 + DAY);
    const response = await api.read(id);
    expect(response.status).toBe(410);
    expect((await errorOf(response)).kind).toBe("expired");
  });
});

describe("DELETE /api/share/{id}", () => {
  it("revokes with the delete token, after which the share answers 410 revoked", async () => {
    const api = handlers();
    const { id, deleteToken } = await created(api);
    const missing = await api.revoke(del(undefined), id);
    expect(missing.status).toBe(403);
    expect((await errorOf(missing)).message).toMatch(/missing/);
    const wrong = await api.revoke(del("not-the-token"), id);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).kind).toBe("forbidden");
    expect((await api.read(id)).status).toBe(200);

    const done = await api.revoke(del(deleteToken), id);
    expect(done.status).toBe(204);
    expect(done.headers.get("cache-control")).toBe("no-store");
    const read = await api.read(id);
    expect(read.status).toBe(410);
    expect((await errorOf(read)).kind).toBe("revoked");
    const again = await api.revoke(del(deleteToken), id);
    expect(again.status).toBe(410);
    expect((await errorOf(again)).kind).toBe("revoked");
    expect(storedFiles()).toEqual([`gone/${id}`]);
  });

  it("answers 404 for an unknown or malformed id and 410 for an expired one", async () => {
    const api = handlers();
    expect((await api.revoke(del("t"), "AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await api.revoke(del("t"), "../x")).status).toBe(404);
    const { id, deleteToken } = await created(api, "1d");
    setClock(T0 + 2 * DAY);
    const expired = await api.revoke(del(deleteToken), id);
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).kind).toBe("expired");
  });

  it("needs access when ACCESS_CODE is set", async () => {
    const api = handlers({ ACCESS_CODE: "alpha" });
    const response = await api.create(postJson({ ciphertext: CIPHERTEXT, expires: "1d" }, { "x-api-key": "alpha" }));
    const { id, deleteToken } = await response.json();
    const refused = await api.revoke(del(deleteToken), id);
    expect(refused.status).toBe(401);
    expect((await api.read(id)).status).toBe(200);
    expect((await api.revoke(del(deleteToken, { authorization: "Bearer alpha" }), id)).status).toBe(204);
  });
});
