// Writes the documents' test data to lib/chat/documents/test-data/ (committed). From the repository
// root: node --import tsx lib/chat/documents/test-support/make-test-data.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { testDataDir } from "./test-data-dir";
import { testDocuments } from "./test-documents";

async function main(): Promise<void> {
  mkdirSync(testDataDir, { recursive: true });
  for (const [name, bytes] of Object.entries(await testDocuments())) {
    writeFileSync(path.join(testDataDir, name), bytes);
    console.log(`${name}: ${bytes.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
