// A text file's bytes to a string. A byte-order mark says UTF-8 or UTF-16 (LE or BE); without one
// the bytes must be valid UTF-8, or they are read as windows-1252 (what the web calls latin-1: old
// Windows and Mac text, most European files saved before UTF-8). Binary data is refused rather than
// shown as mojibake: text has no NUL bytes and next to no other control characters.

import type { TextEncoding } from "./document-types";

export type DecodedText = { ok: true; text: string; encoding: TextEncoding } | { ok: false; reason: "binary" };

/** C0 controls that text does not use (tab, line feed, form feed, carriage return and escape are kept). */
function isStrayControl(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b && byte !== 0x1a;
}

/** More than one byte in this many a stray control: binary. */
const CONTROL_RATIO = 200;

function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.indexOf(0) !== -1) return true;
  let controls = 0;
  for (const byte of bytes) if (isStrayControl(byte)) controls++;
  return controls * CONTROL_RATIO > bytes.length;
}

function bomEncoding(bytes: Uint8Array): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const declared = bomEncoding(bytes);
  if (declared) {
    // The decoder drops the mark itself. A UTF-32 file starts like UTF-16 LE and decodes to NULs.
    const text = new TextDecoder(declared).decode(bytes);
    return text.includes("\0") ? { ok: false, reason: "binary" } : { ok: true, text, encoding: declared };
  }
  if (looksBinary(bytes)) return { ok: false, reason: "binary" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { ok: true, text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}
