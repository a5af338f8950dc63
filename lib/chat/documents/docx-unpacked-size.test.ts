import { describe, expect, it } from "vitest";
import { unpackedXmlBytes } from "./docx-unpacked-size";
import { writeDocx } from "./test-support/docx-writer";
import { readTestData } from "./test-support/test-data-dir";

describe("unpackedXmlBytes", () => {
  it("adds up the declared sizes of the XML parts", async () => {
    const parts = { "[Content_Types].xml": "<a/>", "_rels/.rels": "<bb/>", "word/document.xml": "x".repeat(1000), "word/media/photo.png": "y".repeat(5000) };
    expect(unpackedXmlBytes(await writeDocx([], parts, 9))).toBe(4 + 5 + 1000);
  });

  it("reads the committed Word document", () => {
    expect(unpackedXmlBytes(readTestData("letter.docx"))).toBeGreaterThan(500);
  });

  it("is null for bytes that are not a zip, or a zip cut short", () => {
    expect(unpackedXmlBytes(new TextEncoder().encode("not a zip"))).toBeNull();
    const letter = readTestData("letter.docx");
    const cut = new Uint8Array([...letter.subarray(0, 200), ...letter.subarray(letter.length - 22)]);
    expect(unpackedXmlBytes(cut)).toBeNull();
  });
});
