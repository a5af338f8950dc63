import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ZipLimitError, createZipWriter } from "./zip-writer";

/** A blob that claims `size` bytes and streams none: the sink below never reads it either. */
class ClaimedBlob extends Blob {
  constructor(private readonly claimed: number) {
    super([]);
  }
  override get size(): number {
    return this.claimed;
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new ReadableStream({ start: (controller) => controller.close() });
  }
}

async function write(build: (zip: ReturnType<typeof createZipWriter>) => Promise<void>): Promise<{ bytes: Uint8Array; chunks: number }> {
  const parts: BlobPart[] = [];
  const zip = createZipWriter({ write: (chunk) => void parts.push(chunk as BlobPart) }, new Date(2026, 11, 1, 12, 30, 10));
  await build(zip);
  const size = await zip.finish();
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  expect(bytes.length).toBe(size);
  return { bytes, chunks: parts.length };
}

describe("createZipWriter", () => {
  it("writes deflated bytes and stored blobs with their sizes in the local headers", async () => {
    const blob = new Blob([new Uint8Array([1, 2, 3]), new Uint8Array([4])]);
    const { bytes } = await write(async (zip) => {
      await zip.addBytes("a/名前.json", new TextEncoder().encode('{"x":"' + "y".repeat(1000) + '"}'));
      await zip.addBlob("b.bin", blob);
      await zip.addBytes("empty", new Uint8Array(0));
    });
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    // No data descriptor flag (bit 3), UTF-8 names (bit 11), sizes present.
    expect(view.getUint16(6, true)).toBe(0x0800);
    expect(view.getUint32(22, true)).toBe(1008);
    expect(view.getUint32(18, true)).toBeLessThan(100);
    const files = unzipSync(bytes);
    expect(new TextDecoder().decode(files["a/名前.json"])).toBe('{"x":"' + "y".repeat(1000) + '"}');
    expect([...files["b.bin"]]).toEqual([1, 2, 3, 4]);
    expect(files.empty.length).toBe(0);
  });

  it("hands blobs to the sink as they are, without reading them into one buffer", async () => {
    const blob = new Blob([new Uint8Array(200_000)]);
    const parts: Array<Uint8Array | Blob> = [];
    const zip = createZipWriter({ write: (chunk) => void parts.push(chunk) });
    await zip.addBlob("big.bin", blob);
    expect(parts).toContain(blob);
  });

  it("adds the ZIP64 end records past 65,535 entries", async () => {
    const { bytes } = await write(async (zip) => {
      for (let i = 0; i < 65_600; i++) await zip.addBytes(`e/${i}`, new Uint8Array([i & 0xff]), false);
    });
    const end = new DataView(bytes.buffer, bytes.length - 22);
    expect(end.getUint16(10, true)).toBe(0xffff);
    expect(new DataView(bytes.buffer).getUint32(bytes.length - 22 - 20, true)).toBe(0x07064b50);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toHaveLength(65_600);
    expect([...files["e/65599"]]).toEqual([65599 & 0xff]);
  });

  it("points past 4 GiB with a ZIP64 extra field, and refuses one entry of 4 GiB", async () => {
    const parts: Array<Uint8Array | Blob> = [];
    const zip = createZipWriter({ write: (chunk) => void parts.push(chunk) });
    const big = 3 * 1024 ** 3;
    await zip.addBlob("one.bin", new ClaimedBlob(big));
    await zip.addBlob("two.bin", new ClaimedBlob(big));
    await zip.addBytes("three.json", new Uint8Array([1]));
    await expect(zip.addBlob("huge.bin", new ClaimedBlob(4 * 1024 ** 3))).rejects.toBeInstanceOf(ZipLimitError);
    const total = await zip.finish();
    expect(total).toBeGreaterThan(2 * big);

    // The central directory: "three.json" starts past 4 GiB, so its offset is in the extra field.
    const bytes = new Uint8Array(await new Blob(parts.filter((p): p is Uint8Array => p instanceof Uint8Array) as BlobPart[]).arrayBuffer());
    const name = new TextEncoder().encode("three.json");
    const at = bytes.findIndex((_, i) => bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 1 && bytes[i + 3] === 2 && name.every((b, k) => bytes[i + 46 + k] === b));
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(at + 42, true)).toBe(0xffffffff);
    expect(view.getUint16(at + 46 + name.length, true)).toBe(0x0001);
    const offset = Number(view.getBigUint64(at + 46 + name.length + 4, true));
    expect(offset).toBe(2 * (30 + 7) + 2 * big);
    // And the ZIP64 end records, as the directory itself lies past 4 GiB.
    expect(view.getUint32(bytes.length - 22, true)).toBe(0x06054b50);
    expect(view.getUint32(bytes.length - 22 - 20, true)).toBe(0x07064b50);
  });
});
