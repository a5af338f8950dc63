import "server-only";

// Masks a secret (the upstream key) wherever it appears in a relayed byte stream, however the stream
// is cut. Bytes that might be the start of the secret are held back until the next chunk settles it;
// an SSE event ends in a blank line, which no key starts with, so no whole event is ever held back.
// Per chunk it costs one native search for the whole key (Boyer-Moore-Horspool: the longer the key,
// the fewer bytes it looks at) and a look at the chunk's last few bytes; nothing is copied unless the
// key is found or a chunk is held back.

const MASK = 0x2a; // "*": the same length, and harmless inside a JSON string.
/** Shorter "secrets" (a test value, a mistake) would mask ordinary text. */
const MIN_SECRET_LENGTH = 8;

export class SecretRedactor {
  private readonly secret: Buffer;
  private held: Uint8Array | null = null;

  constructor(secret: string) {
    this.secret = Buffer.from(secret, "utf8");
  }

  static for(secret: string | undefined): SecretRedactor | null {
    return secret !== undefined && secret.length >= MIN_SECRET_LENGTH ? new SecretRedactor(secret) : null;
  }

  /** The bytes of `chunk` (after any held back before) that are safe to send now. */
  push(chunk: Uint8Array): Uint8Array {
    let data = this.held ? concat(this.held, chunk) : chunk;
    this.held = null;
    data = this.masked(data);
    const keep = this.possibleStart(data);
    if (keep === 0) return data;
    this.held = data.slice(data.length - keep);
    return data.subarray(0, data.length - keep);
  }

  /** What is still held back when the stream ends: it never became the whole secret. */
  end(): Uint8Array {
    const rest = this.held ?? new Uint8Array(0);
    this.held = null;
    return rest;
  }

  private masked(data: Uint8Array): Uint8Array {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    let at = bytes.indexOf(this.secret);
    if (at < 0) return data;
    const copy = Buffer.from(bytes);
    while (at >= 0) {
      copy.fill(MASK, at, at + this.secret.length);
      at = copy.indexOf(this.secret, at + this.secret.length);
    }
    return copy;
  }

  /** The length of the longest tail of `data` that is a proper start of the secret. */
  private possibleStart(data: Uint8Array): number {
    const first = this.secret[0];
    const from = Math.max(0, data.length - this.secret.length + 1);
    for (let at = data.indexOf(first, from); at >= 0; at = data.indexOf(first, at + 1)) {
      if (this.startsWith(data, at)) return data.length - at;
    }
    return 0;
  }

  /** Whether data[at…] (which ends before the secret would) matches the secret's start. */
  private startsWith(data: Uint8Array, at: number): boolean {
    for (let i = at; i < data.length; i++) if (data[i] !== this.secret[i - at]) return false;
    return true;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
