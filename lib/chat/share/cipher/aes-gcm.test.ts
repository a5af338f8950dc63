import { describe, expect, it } from "vitest";
import { aesGcm, portableAesGcm } from "./aes-gcm";

const key = crypto.getRandomValues(new Uint8Array(32));
const iv = crypto.getRandomValues(new Uint8Array(12));
const plain = new TextEncoder().encode("A conversation worth sharing, with ünïcödé and 🌙.");

describe("aesGcm", () => {
  it("gives the same bytes from WebCrypto and from the JavaScript fallback, and each opens the other's", async () => {
    const native = await aesGcm("encrypt", key, iv, plain);
    const portable = await portableAesGcm("encrypt", key, iv, plain);
    expect(Buffer.from(portable).equals(Buffer.from(native))).toBe(true);
    expect(await portableAesGcm("decrypt", key, iv, native)).toEqual(plain);
    expect(await aesGcm("decrypt", key, iv, portable)).toEqual(plain);
  });

  it("fails authentication on a changed byte either way", async () => {
    const sealed = await aesGcm("encrypt", key, iv, plain);
    sealed[3] ^= 1;
    await expect(aesGcm("decrypt", key, iv, sealed)).rejects.toThrow();
    await expect(portableAesGcm("decrypt", key, iv, sealed)).rejects.toThrow();
  });
});
