// A blob's bytes, read in chunks so a large file reports progress (0 to 1) as it is read.

export async function readBytes(blob: Blob, onProgress: (fraction: number) => void = () => {}): Promise<Uint8Array> {
  const bytes = new Uint8Array(blob.size);
  const reader = blob.stream().getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A picked file changed on disk since: browsers usually refuse the read themselves.
    if (read + value.byteLength > bytes.length) throw new Error("the file changed while it was being read");
    bytes.set(value, read);
    read += value.byteLength;
    onProgress(read / blob.size);
  }
  return read === bytes.length ? bytes : bytes.subarray(0, read);
}
