// A minimal Word document for the test data: the three parts a .docx needs (content types, the
// package relationship, the document), zipped by zip.js without compression and with a fixed date,
// so the same paragraphs give the same bytes on every run.
import { configure, TextReader, Uint8ArrayWriter, ZipWriter } from "@zip.js/zip.js";

configure({ useWebWorkers: false });

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function documentXml(paragraphs: readonly string[]): string {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

/** `parts` replaces the three parts, to write a broken package; `level` 9 packs them small. */
export async function writeDocx(paragraphs: readonly string[], parts?: Record<string, string>, level = 0): Promise<Uint8Array> {
  const zip = new ZipWriter(new Uint8ArrayWriter());
  const entries = parts ?? {
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": PACKAGE_RELATIONSHIPS,
    "word/document.xml": documentXml(paragraphs),
  };
  for (const [name, text] of Object.entries(entries)) {
    await zip.add(name, new TextReader(text), { level, lastModDate: FIXED_DATE, extendedTimestamp: false });
  }
  return zip.close();
}
