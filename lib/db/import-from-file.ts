// Importing the file a person picked: a zip export, or a JSON export from before zips (still read
// whole, so its size is checked first; see import-file.ts). Told apart by the first bytes, not the name.

import type { MoonlitDB } from "./database";
import { importJson, type ImportOptions, type ImportSummary } from "./import";
import { MAX_JSON_IMPORT_BYTES, readImportFile } from "./import-file";
import { ImportError } from "./import-validation";
import { importZip, looksLikeZip } from "./import-zip";

export async function importFromFile(db: MoonlitDB, file: Blob, options: ImportOptions = {}): Promise<ImportSummary> {
  if (looksLikeZip(new Uint8Array(await file.slice(0, 4).arrayBuffer()))) return importZip(db, file, options);
  const read = await readImportFile(file);
  if (!read.ok && read.reason === "tooLarge") {
    const limit = `${MAX_JSON_IMPORT_BYTES / (1024 * 1024)} MB`;
    throw new ImportError(`The JSON export is over ${limit}.`, { kind: "tooLarge", detail: limit });
  }
  if (!read.ok) throw new ImportError("The file is not a Moonlit export (.zip or .json).", { kind: "notExport" });
  return importJson(db, read.data, options);
}
