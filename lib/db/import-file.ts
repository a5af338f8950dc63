// Reading an import file, with its size checked before any byte is read: a JSON export is read as
// one string, and past V8's string limit (about 512 MB) reading it fails deep inside the browser.

export const MAX_JSON_IMPORT_BYTES = 500 * 1024 * 1024;

export type ImportFileResult = { ok: true; data: unknown } | { ok: false; reason: "tooLarge" | "notJson" };

export async function readImportFile(file: Pick<Blob, "size" | "text">): Promise<ImportFileResult> {
  if (file.size > MAX_JSON_IMPORT_BYTES) return { ok: false, reason: "tooLarge" };
  const text = await file.text();
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: "notJson" };
  }
}
