// How large a Word document's XML parts say they are once unpacked, read from the zip's central
// directory before mammoth inflates anything. A small .docx can unpack to gigabytes (a zip bomb), and
// an engine that runs out of memory in a worker can take the whole tab down with it. The sizes are the
// ones the zip declares: a file that lies about them is not caught here.

/** End of central directory record: signature, and the fields read from it. */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MIN = 22;
/** The record may be followed by a comment of up to 65,535 bytes. */
const EOCD_SEARCH = EOCD_MIN + 0xffff;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_FIXED = 46;
/** A zip64 size: more than 4 GiB, or hidden in an extra field; either way too large. */
const ZIP64 = 0xffffffff;

function endRecord(view: DataView): number {
  for (let at = view.byteLength - EOCD_MIN; at >= Math.max(0, view.byteLength - EOCD_SEARCH); at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * The declared unpacked size of the zip's `.xml` and `.rels` parts (what mammoth parses; images and
 * other media it leaves packed), or null when the bytes are not a readable zip (mammoth then says why).
 */
export function unpackedXmlBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecord(view);
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + ENTRY_FIXED > bytes.length || view.getUint32(at, true) !== ENTRY_SIGNATURE) return null;
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = names.decode(bytes.subarray(at + ENTRY_FIXED, at + ENTRY_FIXED + nameLength)).toLowerCase();
    if (name.endsWith(".xml") || name.endsWith(".rels")) total += size === ZIP64 ? Infinity : size;
    at += ENTRY_FIXED + skip;
  }
  return total;
}
