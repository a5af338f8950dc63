import { describe, expect, it } from "vitest";
import { CIPHERTEXT, errorOf, handlers, postJson, setUpShareApi, storedFiles } from "./test-support/share-api";

// The share API refuses requests a browser says come from another site.

setUpShareApi();

describe("requests from other sites", () => {
  it("refuses to create or revoke a share when a browser says the request comes from another site", async () => {
    const api = handlers({});
    const body = { ciphertext: CIPHERTEXT, expires: "1d" };
    const crossSite = await api.create(postJson(body, { "sec-fetch-site": "cross-site" }));
    expect(crossSite.status).toBe(403);
    expect(await errorOf(crossSite)).toMatchObject({ kind: "forbidden", message: expect.stringContaining("other websites") });
    expect((await api.create(postJson(body, { origin: "https://evil.example" }))).status).toBe(403);
    expect(storedFiles()).toEqual([]);

    const created = (await (await api.create(postJson(body, { "sec-fetch-site": "same-origin" }))).json()) as { id: string; deleteToken: string };
    const revoke = (headers: Record<string, string>) =>
      api.revoke(new Request(`http://localhost/api/share/${created.id}`, { method: "DELETE", headers: { "x-delete-token": created.deleteToken, ...headers } }), created.id);
    expect((await revoke({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await revoke({ "sec-fetch-site": "same-origin" })).status).toBe(204);
  });
});
