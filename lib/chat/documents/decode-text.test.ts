import { describe, expect, it } from "vitest";
import { decodeText } from "./decode-text";
import { readTestData } from "./test-support/test-data-dir";
import { LATIN1_TEXT, UTF16_TEXT } from "./test-support/test-documents";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeText", () => {
  it("reads UTF-8, with or without its byte-order mark (which it drops)", () => {
    expect(decodeText(utf8("月光 moon"))).toEqual({ ok: true, text: "月光 moon", encoding: "utf-8" });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("月光")]))).toEqual({ ok: true, text: "月光", encoding: "utf-8" });
  });

  it("reads UTF-16 by its byte-order mark, little- and big-endian", () => {
    expect(decodeText(readTestData("utf-16le.txt"))).toEqual({ ok: true, text: UTF16_TEXT, encoding: "utf-16le" });
    expect(decodeText(readTestData("utf-16be.txt"))).toEqual({ ok: true, text: UTF16_TEXT, encoding: "utf-16be" });
  });

  it("reads text that is not UTF-8 as windows-1252, the euro sign and dashes included", () => {
    expect(decodeText(readTestData("latin-1.txt"))).toEqual({ ok: true, text: LATIN1_TEXT, encoding: "windows-1252" });
  });

  it("refuses bytes with a NUL as binary", () => {
    expect(decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toEqual({ ok: false, reason: "binary" });
    expect(decodeText(new Uint8Array([...utf8("text, then"), 0, ...utf8("more")]))).toEqual({ ok: false, reason: "binary" });
  });

  it("refuses bytes full of control characters as binary, and keeps text with a few", () => {
    const noisy = Uint8Array.from({ length: 1000 }, (_, i) => (i % 50 === 0 ? 0x03 : 0x61));
    expect(decodeText(noisy)).toEqual({ ok: false, reason: "binary" });
    const terminalLog = utf8(`\x1b[32mok\x1b[0m\r\n${"line\n".repeat(100)}\x07`);
    expect(decodeText(terminalLog)).toMatchObject({ ok: true, encoding: "utf-8" });
  });

  it("refuses UTF-32, which starts like UTF-16 LE and decodes to NULs", () => {
    const utf32 = new Uint8Array([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]);
    expect(decodeText(utf32)).toEqual({ ok: false, reason: "binary" });
  });
});
