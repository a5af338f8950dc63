// A minimal PDF writer for the documents' test data: numbered objects, an xref table with their byte
// offsets, a trailer. PDF is text around binary streams, so this is all a valid file needs. Fonts are
// the standard Helvetica (not embedded), as many generated PDFs have them.
import { windows1252 } from "./windows-1252";

export interface PdfObject {
  /** The object's dictionary (or any other value), without `obj`/`endobj`. */
  value: string;
  /** A stream's bytes; `/Length` is added to the dictionary. */
  stream?: Uint8Array;
}

export interface PdfFile {
  /** Object n is objects[n - 1]. */
  objects: PdfObject[];
  /** The catalog's object number. */
  root: number;
  /** More trailer entries (`/Encrypt`, `/ID`). */
  trailer?: string;
  /** Encrypts object n's stream bytes (the standard security handler's per-object key). */
  encryptStream?: (objectNumber: number, data: Uint8Array) => Uint8Array;
}

const latin1 = (text: string) => Buffer.from(text, "latin1");

export function writePdf(file: PdfFile): Uint8Array<ArrayBuffer> {
  // The binary comment line tells tools the file holds 8-bit data.
  const chunks: Buffer[] = [latin1("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    offset += chunk.length;
  };
  file.objects.forEach((object, index) => {
    const number = index + 1;
    offsets.push(offset);
    if (object.stream === undefined) {
      push(latin1(`${number} 0 obj\n${object.value}\nendobj\n`));
      return;
    }
    const data = file.encryptStream ? file.encryptStream(number, object.stream) : object.stream;
    const dictionary = object.value.replace(/>>\s*$/, ` /Length ${data.length} >>`);
    push(latin1(`${number} 0 obj\n${dictionary}\nstream\n`));
    push(Buffer.from(data));
    push(latin1("\nendstream\nendobj\n"));
  });
  const xref = offset;
  const entries = offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  push(latin1(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}`));
  push(latin1(`trailer\n<< /Size ${offsets.length + 1} /Root ${file.root} 0 R${file.trailer ? ` ${file.trailer}` : ""} >>\nstartxref\n${xref}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A PDF string literal: backslash, parentheses escaped. */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Lines of text set in Helvetica 11 pt, top to bottom from the page's upper left. */
export function textContent(lines: readonly string[]): string {
  return ["BT", "/F1 11 Tf", "14 TL", "72 740 Td", ...lines.map((line) => `${pdfString(line)} '`), "ET"].join("\n");
}

export interface PagesOptions {
  /** An image XObject (object value and bytes) the pages may draw as /Im1. */
  image?: PdfObject;
  trailer?: string;
  extraObjects?: PdfObject[];
  encryptStream?: PdfFile["encryptStream"];
}

/**
 * A PDF of US Letter pages, each given by its content stream. Objects: 1 catalog, 2 page tree,
 * 3 font, 4 image (when given), then each page and its contents, then `extraObjects`.
 */
export function pagesPdf(contents: readonly string[], options: PagesOptions = {}): Uint8Array<ArrayBuffer> {
  const fixed = options.image ? 4 : 3;
  const pageNumber = (index: number) => fixed + 1 + index * 2;
  const resources = `<< /Font << /F1 3 0 R >>${options.image ? " /XObject << /Im1 4 0 R >>" : ""} >>`;
  const objects: PdfObject[] = [
    { value: "<< /Type /Catalog /Pages 2 0 R >>" },
    { value: `<< /Type /Pages /Kids [${contents.map((_, i) => `${pageNumber(i)} 0 R`).join(" ")}] /Count ${contents.length} >>` },
    { value: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>" },
  ];
  if (options.image) objects.push(options.image);
  contents.forEach((content, index) => {
    objects.push(
      { value: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${pageNumber(index) + 1} 0 R >>` },
      // Content strings are in the font's WinAnsiEncoding.
      { value: "<< >>", stream: windows1252(content) },
    );
  });
  objects.push(...(options.extraObjects ?? []));
  return writePdf({ objects, root: 1, trailer: options.trailer, encryptStream: options.encryptStream });
}
