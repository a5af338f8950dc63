// Ways of cutting a byte stream into chunks. A parser must give the same result for every one
// (fixtures/README.md, "How a test must feed the bytes").

/** Cuts `bytes` before each offset; offsets outside (0, length) and duplicates are ignored. */
export function splitAt(bytes: Uint8Array, offsets: Iterable<number>): Uint8Array[] {
  const cuts = [...new Set(offsets)].filter((o) => o > 0 && o < bytes.length).sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const cut of cuts) {
    chunks.push(bytes.subarray(start, cut));
    start = cut;
  }
  chunks.push(bytes.subarray(start));
  return chunks;
}

export function splitEveryByte(bytes: Uint8Array): Uint8Array[] {
  return splitAt(bytes, bytes.keys());
}

/** A boundary before every UTF-8 continuation byte (10xxxxxx): inside every multi-byte character. */
export function splitInsideCharacters(bytes: Uint8Array): Uint8Array[] {
  const offsets: number[] = [];
  bytes.forEach((b, i) => {
    if ((b & 0xc0) === 0x80) offsets.push(i);
  });
  return splitAt(bytes, offsets);
}

/** A boundary right after every CR, so a CRLF pair is split across chunks. */
export function splitAfterCr(bytes: Uint8Array): Uint8Array[] {
  const offsets: number[] = [];
  bytes.forEach((b, i) => {
    if (b === 13) offsets.push(i + 1);
  });
  return splitAt(bytes, offsets);
}

/** The fixed cuttings every fixture is fed with, by name. Random offsets are added by the tests. */
export function standardSplits(bytes: Uint8Array): Array<[name: string, chunks: Uint8Array[]]> {
  return [
    ["whole", [bytes]],
    ["one byte per chunk", splitEveryByte(bytes)],
    ["inside every character", splitInsideCharacters(bytes)],
    ["after every CR", splitAfterCr(bytes)],
  ];
}

/** A response-like body that delivers the given chunks in order. */
export function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]);
      else controller.close();
    },
  });
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
