import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTestData, testDataDir } from "./test-support/test-data-dir";
import { testDocuments } from "./test-support/test-documents";

/** The data files, without the folder's .gitattributes. */
const committed = () => readdirSync(testDataDir).filter((name) => !name.startsWith(".")).sort();

describe("the committed test data", () => {
  it("is exactly what make-test-data.ts writes, file for file", async () => {
    const made = await testDocuments();
    expect(committed()).toEqual(Object.keys(made).sort());
    for (const [name, bytes] of Object.entries(made)) expect(readTestData(name), name).toEqual(bytes);
  });

  it("stays small", async () => {
    for (const name of committed()) expect(readTestData(name).length, name).toBeLessThan(16 * 1024);
  });
});
