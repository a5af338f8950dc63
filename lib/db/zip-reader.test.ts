import { describe, expect, it } from "vitest";
import type { FileEntry } from "./zip-lib";
import { readEntry } from "./zip-reader";

// The count kept while an entry is inflated, independent of the zip library: an entry whose data
// goes on past its declared size is stopped at the first chunk past it, whatever hands it over.

/** An entry that declares `declared` bytes and, if let, writes `chunks` chunks of `size` bytes. */
function endless(declared: number, chunks: number, size: number) {
  let written = 0;
  const entry = {
    filename: "attachments/000001.bin",
    uncompressedSize: declared,
    async getData(writable: WritableStream<Uint8Array>) {
      const writer = writable.getWriter();
      for (let i = 0; i < chunks; i++) {
        await writer.write(new Uint8Array(size).fill(i));
        written++;
      }
      await writer.close();
      return undefined;
    },
  } as unknown as Pick<FileEntry, "filename" | "uncompressedSize" | "getData">;
  return { entry, written: () => written };
}

describe("readEntry", () => {
  it("takes an entry of its declared size, as bytes or a Blob", async () => {
    expect(await readEntry(endless(300, 3, 100).entry, "bytes")).toEqual({ name: "attachments/000001.bin", bytes: new Uint8Array(300).fill(1, 100, 200).fill(2, 200) });
    const read = await readEntry(endless(300, 3, 100).entry, "blob");
    expect("blob" in read && read.blob.size).toBe(300);
  });

  it("stops an entry at the first chunk past its declared size", async () => {
    const source = endless(250, 1000, 100);
    await expect(readEntry(source.entry, "blob")).rejects.toMatchObject({
      kind: "badEntry",
      entry: "attachments/000001.bin",
      detail: "it unpacks to more than the 250 bytes it declares",
    });
    expect(source.written()).toBe(2);
  });
});
