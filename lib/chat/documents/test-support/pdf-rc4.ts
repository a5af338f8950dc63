// The PDF standard security handler, revision 3 (128-bit RC4, PDF 1.4), enough to encrypt a test
// file with a user password: algorithms 2, 3, 4 and 5 of ISO 32000-1, 7.6.3. Test data only: RC4 is
// long broken, which is no matter for a file whose point is to need its password in pdf.js.
import { createHash } from "node:crypto";

const PADDING = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");
const KEY_BYTES = 16;

export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};

function padded(password: string): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from(password, "latin1"), PADDING]).subarray(0, 32));
}

/** Revision 3 hashes 50 more times, and encrypts 19 more times with the key XORed by the round. */
function rehash50(hash: Uint8Array): Uint8Array {
  let out = hash;
  for (let i = 0; i < 50; i++) out = md5(out.subarray(0, KEY_BYTES));
  return out.subarray(0, KEY_BYTES);
}

function rc4Rounds(key: Uint8Array, data: Uint8Array): Uint8Array {
  let out = rc4(key, data);
  for (let round = 1; round <= 19; round++) out = rc4(key.map((byte) => byte ^ round), out);
  return out;
}

export interface Rc4Encryption {
  /** The trailer's `/Encrypt` dictionary, to be written as object `number`. */
  dictionary: string;
  /** The trailer's `/ID`. */
  id: string;
  encryptStream(objectNumber: number, data: Uint8Array): Uint8Array;
}

const hex = (bytes: Uint8Array) => `<${Buffer.from(bytes).toString("hex")}>`;

/** `fileId`: the first /ID string, fixed so the file comes out the same on every run. */
export function rc4Encryption(userPassword: string, ownerPassword: string, fileId: Uint8Array): Rc4Encryption {
  const permissions = -4;
  const ownerKey = rehash50(md5(padded(ownerPassword)));
  const o = rc4Rounds(ownerKey, padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = rehash50(md5(padded(userPassword), o, p, fileId));
  const u = new Uint8Array(32);
  u.set(rc4Rounds(key, md5(PADDING, fileId)));
  return {
    dictionary: `<< /Filter /Standard /V 2 /R 3 /Length 128 /O ${hex(o)} /U ${hex(u)} /P ${permissions} >>`,
    id: `[${hex(fileId)} ${hex(fileId)}]`,
    encryptStream(objectNumber, data) {
      const suffix = Buffer.from([objectNumber & 0xff, (objectNumber >> 8) & 0xff, (objectNumber >> 16) & 0xff, 0, 0]);
      return rc4(md5(key, suffix).subarray(0, Math.min(KEY_BYTES + 5, 16)), data);
    },
  };
}
