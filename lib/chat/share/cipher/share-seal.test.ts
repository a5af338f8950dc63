import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "./base64url";
import { openSeal, sealShare, SEAL_VERSION, ShareSealError } from "./share-seal";

const value = {
  title: "Moonlight sonata",
  messages: [{ text: "What is the brightest object in the night sky? 月亮 🌕" }, { text: "The Moon, by far." }],
};

async function failure(promise: Promise<unknown>): Promise<ShareSealError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShareSealError);
  return error as ShareSealError;
}

/** A blob in the seal's layout whose encrypted bytes are `plain` as given (not gzip). */
async function sealRaw(plain: Uint8Array<ArrayBuffer>, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey("raw", fromBase64Url(key)!, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, cryptoKey, plain));
  return toBase64Url(new Uint8Array([SEAL_VERSION, ...iv, ...sealed]));
}

function flipByte(ciphertext: string, index: number): string {
  const bytes = fromBase64Url(ciphertext)!;
  bytes[index] ^= 0x01;
  return toBase64Url(bytes);
}

describe("sealShare and openSeal", () => {
  it("round-trip a value, with a 43-character key and base64url output", async () => {
    const { ciphertext, key } = await sealShare(value);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(ciphertext)![0]).toBe(SEAL_VERSION);
    expect(await openSeal(ciphertext, key)).toEqual(value);
  });

  it("use a fresh key and IV every time", async () => {
    const a = await sealShare(value);
    const b = await sealShare(value);
    expect(a.key).not.toBe(b.key);
    expect(fromBase64Url(a.ciphertext)!.subarray(1, 13)).not.toEqual(fromBase64Url(b.ciphertext)!.subarray(1, 13));
  });

  it("hide the plaintext and the key from the ciphertext", async () => {
    const { ciphertext, key } = await sealShare(value);
    const bytes = fromBase64Url(ciphertext)!;
    const latin1 = String.fromCharCode(...bytes);
    for (const word of ["Moonlight", "brightest", "night sky", "The Moon"]) {
      expect(ciphertext).not.toContain(word);
      expect(latin1).not.toContain(word);
      expect(atob(btoa(latin1))).not.toContain(word);
    }
    expect(ciphertext).not.toContain(key);
    expect(latin1).not.toContain(String.fromCharCode(...fromBase64Url(key)!));
  });

  it("say wrong-key for another share's key and for a key that is not one", async () => {
    const { ciphertext } = await sealShare(value);
    const other = await sealShare(value);
    expect((await failure(openSeal(ciphertext, other.key))).kind).toBe("wrong-key");
    expect((await failure(openSeal(ciphertext, "short"))).kind).toBe("wrong-key");
    expect((await failure(openSeal(ciphertext, ""))).kind).toBe("wrong-key");
    expect((await failure(openSeal(ciphertext, `${other.key.slice(0, 42)}+`))).kind).toBe("wrong-key");
  });

  it("call a flipped byte of the encrypted part wrong-key (GCM cannot tell) and of the version damaged", async () => {
    const { ciphertext, key } = await sealShare(value);
    const length = fromBase64Url(ciphertext)!.length;
    expect((await failure(openSeal(flipByte(ciphertext, 20), key))).kind).toBe("wrong-key");
    expect((await failure(openSeal(flipByte(ciphertext, length - 1), key))).kind).toBe("wrong-key");
    expect((await failure(openSeal(flipByte(ciphertext, 0), key))).kind).toBe("damaged");
  });

  it("say damaged for a truncated blob, bad base64url and an unknown version", async () => {
    const { ciphertext, key } = await sealShare(value);
    const bytes = fromBase64Url(ciphertext)!;
    expect((await failure(openSeal(toBase64Url(bytes.subarray(0, 28)), key))).kind).toBe("damaged");
    expect((await failure(openSeal("", key))).kind).toBe("damaged");
    expect((await failure(openSeal(`${ciphertext}=`, key))).kind).toBe("damaged");
    expect((await failure(openSeal(ciphertext.replace(/^./, "*"), key))).kind).toBe("damaged");
    const v2 = Uint8Array.from(bytes);
    v2[0] = 2;
    expect((await failure(openSeal(toBase64Url(v2), key))).kind).toBe("damaged");
  });

  it("say damaged when the key opens bytes that are not gzip, UTF-8 or JSON", async () => {
    const { key } = await sealShare(value);
    const notGzip = await sealRaw(new TextEncoder().encode('{"a":1}'), key);
    expect((await failure(openSeal(notGzip, key))).kind).toBe("damaged");

    const gzip = async (bytes: Uint8Array<ArrayBuffer>) =>
      new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
    const notJson = await sealRaw(await gzip(new TextEncoder().encode("{not json")), key);
    expect((await failure(openSeal(notJson, key))).kind).toBe("damaged");
    const notUtf8 = await sealRaw(await gzip(new Uint8Array([0x22, 0xff, 0x22])), key);
    expect((await failure(openSeal(notUtf8, key))).kind).toBe("damaged");
    // The control: the same construction with good JSON opens.
    expect(await openSeal(await sealRaw(await gzip(new TextEncoder().encode('{"a":1}')), key), key)).toEqual({ a: 1 });
  });

  it("compress: a repetitive value seals to far fewer bytes than its JSON", async () => {
    const big = { text: "the moon ".repeat(20_000) };
    const { ciphertext } = await sealShare(big);
    expect(ciphertext.length).toBeLessThan(JSON.stringify(big).length / 20);
  });
});
