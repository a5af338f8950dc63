// The committed test data, and reading a file of it. Tests, scripts and the bench run from the
// repository root under loaders that disagree on import.meta and __dirname, so the folder is found
// from the working directory (as lib/protocol/fixtures/load.ts does).
import { readFileSync } from "node:fs";
import path from "node:path";

export const testDataDir = path.resolve(process.cwd(), "lib/chat/documents/test-data");

/** A committed file as the browser would hand it over: a File with its name and, if given, a type. */
export function testFile(name: string, type = ""): File {
  return new File([readFileSync(path.join(testDataDir, name))], name, { type });
}

/** A committed file's bytes. */
export function readTestData(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(testDataDir, name)));
}
