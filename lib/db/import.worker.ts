// The import worker: reading the zip, parsing and checking its JSON and storing the rows (IndexedDB's
// copying of each row included) all happen here, so a large import never holds up the page. It opens
// the database by name; Dexie tells the page's live queries what it wrote.
import { serveRequests } from "@/lib/async/worker-protocol";
import { openDatabase } from "./database";
import { importOutcome, type ImportJob, type ImportOutcome, type ImportProgress } from "./import-job";

serveRequests<ImportJob, ImportOutcome, ImportProgress>(async ({ file, database }, onProgress) => {
  const db = openDatabase(database);
  try {
    return await importOutcome(db, file, onProgress);
  } finally {
    db.close();
  }
});
