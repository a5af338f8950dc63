import { describe, expect, it } from "vitest";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import { extractDocxText } from "./extract-docx";
import { writeDocx } from "./test-support/docx-writer";
import { readTestData } from "./test-support/test-data-dir";
import { DOCX_PARAGRAPHS } from "./test-support/test-documents";

const limits = DEFAULT_DOCUMENT_LIMITS;

describe("extractDocxText", () => {
  it("reads a Word document's paragraphs, a blank line between them", async () => {
    expect(await extractDocxText(readTestData("letter.docx"), limits)).toEqual({ ok: true, text: DOCX_PARAGRAPHS.join("\n\n") });
  });

  it("gives the reason for a zip that is not a Word document", async () => {
    const notWord = await writeDocx([], { "notes.txt": "just a zip" });
    const outcome = await extractDocxText(notWord, limits);
    expect(outcome).toMatchObject({ ok: false, problem: { kind: "corrupt" } });
    expect(!outcome.ok && outcome.problem.kind === "corrupt" && outcome.problem.reason).toMatch(/main document part/);
  });

  it("gives the reason for bytes that are not a zip at all", async () => {
    const outcome = await extractDocxText(new TextEncoder().encode("PK but not really a zip"), limits);
    expect(outcome).toMatchObject({ ok: false, problem: { kind: "corrupt" } });
    expect(!outcome.ok && outcome.problem.kind === "corrupt" && outcome.problem.reason).toMatch(/zip/i);
  });

  it("refuses text past the token limit with its estimate", async () => {
    const docx = await writeDocx(["x".repeat(401)]);
    expect(await extractDocxText(docx, { ...limits, maxTokens: 100 })).toEqual({ ok: false, problem: { kind: "too-long", tokens: 101, limitTokens: 100 } });
  });

  it("refuses a small file whose XML unpacks past the limit, before inflating it", async () => {
    const bomb = await writeDocx(["moon ".repeat(200_000)], undefined, 9);
    expect(bomb.length).toBeLessThan(20_000);
    const outcome = await extractDocxText(bomb, { ...limits, maxUnpackedBytes: 512 * 1024 });
    expect(outcome).toMatchObject({ ok: false, problem: { kind: "unpacks-too-large", limitBytes: 512 * 1024 } });
    expect(!outcome.ok && outcome.problem.kind === "unpacks-too-large" && outcome.problem.bytes).toBeGreaterThan(1_000_000);
  });
});
