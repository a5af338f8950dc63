import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/dictionaries";
import type { NamedDocumentProblem, DocumentProblemKind } from "./document-types";
import { describeDocumentProblem } from "./problem-text";

// One of each kind; the type makes a new kind without a sample fail to compile.
const SAMPLES: { [K in DocumentProblemKind]: Extract<NamedDocumentProblem, { kind: K }> } = {
  unsupported: { name: "sheet.xlsx", kind: "unsupported", what: "XLSX" },
  binary: { name: "clip.ts", kind: "binary" },
  "too-large": { name: "atlas.pdf", kind: "too-large", bytes: 150 * 1024 * 1024, limitBytes: 100 * 1024 * 1024 },
  "unpacks-too-large": { name: "bomb.docx", kind: "unpacks-too-large", bytes: 4 * 1024 * 1024 * 1024, limitBytes: 128 * 1024 * 1024 },
  "too-long": { name: "corpus.txt", kind: "too-long", tokens: 1_200_000, limitTokens: 1_048_576 },
  empty: { name: "blank.md", kind: "empty" },
  "needs-password": { name: "bank.pdf", kind: "needs-password" },
  "wrong-password": { name: "bank.pdf", kind: "wrong-password" },
  "no-text-layer": { name: "scan.pdf", kind: "no-text-layer", pages: 12 },
  "page-too-large": { name: "scan.pdf", kind: "page-too-large", page: 3, limitBytes: 5 * 1024 * 1024 },
  "needs-cmaps": { name: "报告.pdf", kind: "needs-cmaps" },
  "needs-image-decoders": { name: "scan.pdf", kind: "needs-image-decoders" },
  corrupt: { name: "broken.pdf", kind: "corrupt", reason: "Invalid PDF structure." },
  cancelled: { name: "book.pdf", kind: "cancelled" },
  failed: { name: "book.pdf", kind: "failed", reason: "the document reader stopped: Out of memory" },
};

describe("describeDocumentProblem", () => {
  it("says each problem in English, naming the file", () => {
    const t = translator("en");
    expect(Object.values(SAMPLES).map((problem) => describeDocumentProblem(t, problem))).toEqual([
      "sheet.xlsx: Moonlit does not read XLSX files.",
      "clip.ts holds binary data, not text.",
      "atlas.pdf is 150 MB; a document can be 100 MB at most.",
      "bomb.docx unpacks to 4,096 MB of text and markup; Moonlit reads at most 128 MB.",
      "corpus.txt is too long: at least 1,200,000 tokens (estimated), more than the model’s 1,048,576-token window.",
      "blank.md has no text in it.",
      "bank.pdf is protected by a password.",
      "That password does not open bank.pdf.",
      "scan.pdf is a scan: its 12 pages have no text to read.",
      "Page 3 of scan.pdf does not fit in 5 MB as an image.",
      "报告.pdf sets its text in fonts whose character maps are not available here, so its text cannot be read.",
      "scan.pdf has images in a format (JBIG2 or JPEG 2000) whose decoder is not available here, so its pages cannot be drawn.",
      "broken.pdf could not be read: Invalid PDF structure.",
      "Reading book.pdf was cancelled.",
      "book.pdf could not be read: the document reader stopped: Out of memory",
    ]);
    expect(describeDocumentProblem(t, { ...SAMPLES["no-text-layer"], pages: 1 })).toBe("scan.pdf is a scan: its page has no text to read.");
  });

  it("says each problem in Simplified Chinese with every value filled in", () => {
    const t = translator("zh-CN");
    for (const problem of Object.values(SAMPLES)) {
      const sentence = describeDocumentProblem(t, problem);
      expect(sentence).toContain(problem.name);
      expect(sentence).not.toMatch(/[{}]/);
    }
    expect(describeDocumentProblem(t, SAMPLES["too-long"])).toBe("corpus.txt 太长：估计至少 1,200,000 个 token，超过模型 1,048,576 token 的上下文窗口。");
  });
});
