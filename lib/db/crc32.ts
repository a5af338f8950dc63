// CRC-32 (the zip one), computed chunk by chunk so an attachment never has to be read whole.

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC of `previous`'s bytes followed by `chunk`'s; start with 0. */
export function crc32(chunk: Uint8Array, previous = 0): number {
  let c = ~previous >>> 0;
  for (let i = 0; i < chunk.length; i++) c = TABLE[(c ^ chunk[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}
