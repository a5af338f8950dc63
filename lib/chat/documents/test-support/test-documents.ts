// The documents' test data, written from code so anyone can see what is inside each file and make
// it again (make-test-data.ts writes them to ../test-data/, which is committed; test-data.test.ts
// checks that the two agree). The bench's 500-page book comes from here too, made when it runs.
import { writeDocx } from "./docx-writer";
import { pagesPdf, textContent, writePdf, type PdfObject } from "./pdf-writer";
import { rc4Encryption } from "./pdf-rc4";
import { windows1252 } from "./windows-1252";

export const PDF_PASSWORD = "moonlit";

export const TEXT_PDF_PAGES: readonly (readonly string[])[] = [
  ["Moonlit test document", "The first page has two lines."],
  ["The second page speaks of (parentheses) and a backslash \\.", "Café au lait costs €3 — or so they say."],
  ["The third and last page."],
];

export function textPdf(pages: readonly (readonly string[])[] = TEXT_PDF_PAGES): Uint8Array<ArrayBuffer> {
  return pagesPdf(pages.map(textContent));
}

/** A grey "scanned" page: white, with dark bars where lines of text would be, and no text layer. */
function scannedImage(): PdfObject {
  const width = 200;
  const height = 260;
  const rowBytes = Math.ceil(width / 8);
  // One bit a pixel, 1 white: DeviceGray at 1 bit per component.
  const pixels = new Uint8Array(rowBytes * height).fill(0xff);
  for (let y = 30; y < height - 30; y++) {
    if (y % 12 >= 6) continue;
    for (let x = 24; x < width - 24 - (y % 5) * 8; x++) pixels[y * rowBytes + (x >> 3)] &= ~(0x80 >> (x & 7));
  }
  return { value: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 >>`, stream: pixels };
}

export function scanPdf(pageCount = 1): Uint8Array<ArrayBuffer> {
  return pagesPdf(Array.from({ length: pageCount }, () => "q 612 0 0 792 0 0 cm /Im1 Do Q"), { image: scannedImage() });
}

/** Text pages and image-only pages, in the order given (true: text). */
export function mixedPdf(textPages: readonly boolean[]): Uint8Array<ArrayBuffer> {
  const contents = textPages.map((text, index) => (text ? textContent([`Page ${index + 1} has text.`]) : "q 612 0 0 792 0 0 cm /Im1 Do Q"));
  return pagesPdf(contents, { image: scannedImage() });
}

export function encryptedPdf(password = PDF_PASSWORD): Uint8Array<ArrayBuffer> {
  const pages = TEXT_PDF_PAGES.slice(0, 1);
  const encryption = rc4Encryption(password, `${password}-owner`, Uint8Array.from({ length: 16 }, (_, i) => i * 17));
  // The /Encrypt dictionary goes after the catalog, page tree, font and the page and its contents.
  const encryptObject = 3 + pages.length * 2 + 1;
  return pagesPdf(pages.map(textContent), {
    extraObjects: [{ value: encryption.dictionary }],
    trailer: `/Encrypt ${encryptObject} 0 R /ID ${encryption.id}`,
    encryptStream: encryption.encryptStream,
  });
}

const WORDS = "moon light river stone paper letter garden window quiet evening morning harbour lantern silver thread mountain orchard meadow whisper season".split(" ");

/** `pageCount` pages of about 3,000 characters each, every one starting `Page N of M.` */
export function bookPdf(pageCount: number): Uint8Array<ArrayBuffer> {
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return WORDS[seed % WORDS.length];
  };
  const line = () => Array.from({ length: 12 }, word).join(" ");
  const pages = Array.from({ length: pageCount }, (_, index) => textContent([`Page ${index + 1} of ${pageCount}.`, ...Array.from({ length: 40 }, line)]));
  return pagesPdf(pages);
}

export const DOCX_PARAGRAPHS = ["Quarterly letter", "Dear reader, the harbour lights are on.", "月光下的港口 — the harbour in moonlight."];

export const LATIN1_TEXT = "Crème brûlée, naïve façade, Ångström — £5 or €6.\n";
export const UTF16_TEXT = "月光 Moonlit reads UTF-16 too.\n";

function utf16(text: string, littleEndian: boolean): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

/** Every committed file, by its name in test-data/. */
export async function testDocuments(): Promise<Record<string, Uint8Array>> {
  return {
    "three-pages.pdf": textPdf(),
    "scan.pdf": scanPdf(),
    "encrypted.pdf": encryptedPdf(),
    "letter.docx": await writeDocx(DOCX_PARAGRAPHS),
    "latin-1.txt": windows1252(LATIN1_TEXT),
    "utf-16le.txt": utf16(UTF16_TEXT, true),
    "utf-16be.txt": utf16(UTF16_TEXT, false),
    // A PDF someone saved with the wrong extension.
    "pdf-saved-as.txt": textPdf(),
  };
}

/**
 * Chinese text in a font that is not embedded and is encoded by one of Adobe's predefined CMaps
 * (UniGB-UCS2-H), as many Chinese PDFs are: pdf.js needs its CMap files to read it.
 */
export function chinesePdf(text: string): Uint8Array<ArrayBuffer> {
  const hex = Array.from(text, (char) => char.charCodeAt(0).toString(16).padStart(4, "0")).join("");
  return writePdf({
    root: 1,
    objects: [
      { value: "<< /Type /Catalog /Pages 2 0 R >>" },
      { value: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
      { value: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>" },
      { value: "<< >>", stream: new TextEncoder().encode(`BT /F1 12 Tf 72 700 Td <${hex}> Tj ET`) },
      { value: "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>" },
      { value: "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>" },
      { value: "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>" },
    ],
  });
}

/** A "scanned" page whose image is JBIG2-coded (its bytes are no real JBIG2: pdf.js asks for the decoder first). */
export function jbig2ScanPdf(): Uint8Array<ArrayBuffer> {
  const image = { value: "<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /JBIG2Decode >>", stream: new Uint8Array(64) };
  return pagesPdf(["q 612 0 0 792 0 0 cm /Im1 Do Q"], { image });
}
