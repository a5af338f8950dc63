import { describe, expect, it, vi } from "vitest";
import { readShareBody } from "./share-body";

// A share body has one known shape, two strings in an object: a body of millions of tiny values is
// refused by counting before JSON.parse could hold the event loop on it (10 MB of `{},` took 3.5 s).

const post = (body: string) =>
  new Request("http://h.test/api/share", { method: "POST", headers: { "content-type": "application/json" }, body });

describe("readShareBody", () => {
  it("refuses a body of very many values without parsing it", async () => {
    const parse = vi.spyOn(JSON, "parse");
    const wide = `{"ciphertext":"AQ","expires":"1d","x":[${"{},".repeat(200_000)}{}]}`;
    const read = await readShareBody(post(wide), 10 * 1024 * 1024);
    expect(read).toMatchObject({ ok: false, error: { kind: "bad_request", message: expect.stringMatching(/only ciphertext and expires/) } });
    expect(parse.mock.calls.filter(([text]) => text.length >= wide.length)).toEqual([]);
    parse.mockRestore();
  });

  it("reads a share as before", async () => {
    const read = await readShareBody(post('{"ciphertext":"AQab","expires":"7d"}'), 1024);
    expect(read).toMatchObject({ ok: true, ciphertext: "AQab" });
  });
});
