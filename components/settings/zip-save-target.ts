// Where an export's bytes go. Where the browser can (Chromium's showSaveFilePicker) they are written
// straight into the file the person picks, as they come; elsewhere each chunk becomes a small Blob
// (not one string or buffer, so no size limit of V8's applies, and the browser may keep Blob data
// out of the JS heap) and they are downloaded as one at the end.

import { downloadBlob } from "@/components/ui/download-file";

export interface SaveTarget {
  /** Where the zip writer writes; left open by it, so a failed export can still be dropped. */
  writable: WritableStream<Uint8Array>;
  /** Finishes the file (closes it, or starts the download). */
  commit(): Promise<void>;
  /** Drops a partly written file. */
  abort(): Promise<void>;
}

interface WritableFile {
  write(data: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

type SavePicker = (options: {
  suggestedName: string;
  types: Array<{ description: string; accept: Record<string, string[]> }>;
}) => Promise<{ createWritable(): Promise<WritableFile> }>;

function savePicker(): SavePicker | undefined {
  const picker = (globalThis as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  return typeof picker === "function" ? picker.bind(globalThis) : undefined;
}

function downloadTarget(name: string): SaveTarget {
  let parts: BlobPart[] = [];
  return {
    writable: new WritableStream<Uint8Array>({ write: (chunk) => void parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>])) }),
    async commit() {
      downloadBlob(name, new Blob(parts, { type: "application/zip" }));
      parts = [];
    },
    async abort() {
      parts = [];
    },
  };
}

/**
 * A target for a zip named `name`; null when the person closed the picker. Call it first thing in
 * the click handler: the picker needs the click's user activation.
 */
export async function chooseSaveTarget(name: string): Promise<SaveTarget | null> {
  const picker = savePicker();
  if (!picker) return downloadTarget(name);
  let file: WritableFile;
  try {
    const handle = await picker({ suggestedName: name, types: [{ description: "Zip", accept: { "application/zip": [".zip"] } }] });
    file = await handle.createWritable();
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    // A picker that cannot open here (a sandboxed frame, a policy): fall back to a download.
    return downloadTarget(name);
  }
  return {
    writable: new WritableStream<Uint8Array>({ write: (chunk) => file.write(chunk) }),
    commit: () => file.close(),
    abort: () => file.abort().catch(() => undefined),
  };
}
