// A zip writer that streams to a sink and writes each entry's size and CRC in its local header. It
// is not fflate's `Zip`: that one marks every entry "sizes follow the data" (a data descriptor), and
// a streaming reader must then guess where stored bytes end by looking for a signature, which an
// image can contain. Here JSON pieces are deflated whole (they are small) and blobs are stored,
// with their CRC taken in a first read; the sink receives blobs as they are, so nothing is copied.
// Archives past 4 GiB or 65,535 entries get the ZIP64 end records; one entry must stay under 4 GiB.

import { deflateSync } from "fflate";
import { crc32 } from "./crc32";

/** Where the archive's bytes go, in order: a file's writable stream, or parts of a Blob. */
export interface ByteSink {
  write(chunk: Uint8Array | Blob): Promise<void> | void;
}

const MAX32 = 0xffffffff;
const UTF8_NAMES = 0x0800;

export class ZipLimitError extends Error {
  constructor(name: string) {
    super(`The entry ${name} is 4 GiB or more, which a zip entry cannot hold here.`);
    this.name = "ZipLimitError";
  }
}

interface Written {
  name: Uint8Array;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosDateTime(date: Date): number {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107) - 1980;
  return (
    ((year << 25) | ((date.getMonth() + 1) << 21) | (date.getDate() << 16) | (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1)) >>> 0
  );
}

function header(size: number): [Uint8Array, DataView] {
  const bytes = new Uint8Array(size);
  return [bytes, new DataView(bytes.buffer)];
}

async function blobCrc(blob: Blob): Promise<number> {
  let crc = 0;
  const reader = blob.stream().getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) crc = crc32(read.value, crc);
  return crc;
}

export function createZipWriter(sink: ByteSink, date: Date = new Date()) {
  const stamp = dosDateTime(date);
  const entries: Written[] = [];
  let offset = 0;

  async function emit(chunk: Uint8Array | Blob): Promise<void> {
    await sink.write(chunk);
    offset += chunk instanceof Blob ? chunk.size : chunk.length;
  }

  async function entry(fileName: string, method: 0 | 8, crc: number, size: number, data: Uint8Array | Blob): Promise<void> {
    const compressed = data instanceof Blob ? data.size : data.length;
    if (size >= MAX32 || compressed >= MAX32) throw new ZipLimitError(fileName);
    const name = new TextEncoder().encode(fileName);
    const [local, view] = header(30 + name.length);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, UTF8_NAMES, true);
    view.setUint16(8, method, true);
    view.setUint32(10, stamp, true);
    view.setUint32(14, crc, true);
    view.setUint32(18, compressed, true);
    view.setUint32(22, size, true);
    view.setUint16(26, name.length, true);
    local.set(name, 30);
    entries.push({ name, method, crc, compressed, size, offset });
    await emit(local);
    if (compressed > 0) await emit(data);
  }

  function centralDirectory(): Uint8Array[] {
    return entries.map((e) => {
      const far = e.offset >= MAX32;
      const [bytes, view] = header(46 + e.name.length + (far ? 12 : 0));
      view.setUint32(0, 0x02014b50, true);
      view.setUint16(4, far ? 45 : 20, true);
      view.setUint16(6, far ? 45 : 20, true);
      view.setUint16(8, UTF8_NAMES, true);
      view.setUint16(10, e.method, true);
      view.setUint32(12, stamp, true);
      view.setUint32(16, e.crc, true);
      view.setUint32(20, e.compressed, true);
      view.setUint32(24, e.size, true);
      view.setUint16(28, e.name.length, true);
      view.setUint16(30, far ? 12 : 0, true);
      view.setUint32(42, far ? MAX32 : e.offset, true);
      bytes.set(e.name, 46);
      if (far) {
        // ZIP64 extra field holding only the local header's offset.
        const at = 46 + e.name.length;
        view.setUint16(at, 0x0001, true);
        view.setUint16(at + 2, 8, true);
        view.setBigUint64(at + 4, BigInt(e.offset), true);
      }
      return bytes;
    });
  }

  function endRecords(directoryOffset: number, directorySize: number): Uint8Array {
    const zip64 = entries.length > 0xffff || directoryOffset >= MAX32 || directorySize >= MAX32;
    const [bytes, view] = header((zip64 ? 56 + 20 : 0) + 22);
    let at = 0;
    if (zip64) {
      view.setUint32(0, 0x06064b50, true);
      view.setBigUint64(4, 44n, true);
      view.setUint16(12, 45, true);
      view.setUint16(14, 45, true);
      view.setBigUint64(24, BigInt(entries.length), true);
      view.setBigUint64(32, BigInt(entries.length), true);
      view.setBigUint64(40, BigInt(directorySize), true);
      view.setBigUint64(48, BigInt(directoryOffset), true);
      view.setUint32(56, 0x07064b50, true);
      view.setBigUint64(64, BigInt(directoryOffset + directorySize), true);
      view.setUint32(72, 1, true);
      at = 76;
    }
    view.setUint32(at, 0x06054b50, true);
    view.setUint16(at + 8, Math.min(entries.length, 0xffff), true);
    view.setUint16(at + 10, Math.min(entries.length, 0xffff), true);
    view.setUint32(at + 12, Math.min(directorySize, MAX32), true);
    view.setUint32(at + 16, Math.min(directoryOffset, MAX32), true);
    return bytes;
  }

  return {
    /** A small entry held in memory: deflated (JSON) or stored. */
    addBytes(name: string, data: Uint8Array, compress = true): Promise<void> {
      const crc = crc32(data);
      return compress ? entry(name, 8, crc, data.length, deflateSync(data, { level: 6 })) : entry(name, 0, crc, data.length, data);
    },
    /** A blob, stored: images and videos are compressed already. Read once for its CRC, then handed on. */
    async addBlob(name: string, blob: Blob): Promise<void> {
      await entry(name, 0, await blobCrc(blob), blob.size, blob);
    },
    /** Writes the central directory; returns the archive's size. */
    async finish(): Promise<number> {
      const directoryOffset = offset;
      for (const record of centralDirectory()) await emit(record);
      await emit(endRecords(directoryOffset, offset - directoryOffset));
      return offset;
    },
  };
}

export type ZipWriter = ReturnType<typeof createZipWriter>;
