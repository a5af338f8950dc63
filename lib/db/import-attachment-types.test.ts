import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { AttachmentRef } from "@/lib/protocol/message";
import type { MoonlitExport } from "./export-format";
import { importJson } from "./import";
import { ImportError } from "./import-validation";
import { importZip } from "./import-zip";
import { validateSharedSnapshot } from "./share-import";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";
import { PNG, zipOf } from "./test-support/zips";

// Shares and imports bring only the types Moonlit itself attaches (lib/db/attachment-types.ts):
// a text/html "image" would open as a page of Moonlit's own origin when its thumbnail is clicked.

const conversation = { id: "c1", title: "Moon", createdAt: 1, updatedAt: 1, pinned: false, settings, activeLeafId: "u1", preview: "" };
const ref: AttachmentRef = { id: "f1", kind: "image", mediaType: "image/png", name: "moon.png", size: 4 };
const file = { id: "f1", conversationId: "c1", mediaType: "image/png", name: "moon.png", size: 4, base64: "iVBORw==" };

function exportWith(changes: { ref?: Partial<AttachmentRef>; file?: Record<string, unknown> } = {}): MoonlitExport {
  return {
    format: "moonlit-export",
    version: 1,
    exportedAt: "2031-05-01T00:00:00.000Z",
    conversations: [conversation],
    messages: [{ ...userNode("u1", "c1", null, "What is this?", 1), attachments: [{ ...ref, ...changes.ref }] }],
    attachments: [{ ...file, ...changes.file }],
  } as MoonlitExport;
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  return (error as Error).message;
}

describe("attachment types in a JSON export or a share", () => {
  it("takes the types Moonlit attaches", async () => {
    const db = freshDb();
    await importJson(db, exportWith({ file: { original: { mediaType: "image/jpeg", base64: "iVBORw==" } } }));
    expect((await db.attachments.get("f1"))?.original?.type).toBe("image/jpeg");
    await importJson(freshDb(), exportWith({ ref: { kind: "video", mediaType: "video/mp4" }, file: { mediaType: "video/mp4" } }));
  });

  it.each([
    ["a file of another type", { file: { mediaType: "text/html" } }, /attachments\[0\]\.mediaType: is not a type Moonlit attaches/],
    ["a type with parameters", { file: { mediaType: "image/png;charset=utf-8" } }, /attachments\[0\]\.mediaType/],
    ["an original that is not an image", { file: { original: { mediaType: "text/html", base64: "PGgxPg==" } } }, /attachments\[0\]\.original\.mediaType/],
    ["a message's ref of another type", { ref: { mediaType: "text/html" } }, /messages\[0\]\.attachments\[0\]\.mediaType/],
    ["a ref whose kind is not its type's", { ref: { kind: "video" } }, /messages\[0\]\.attachments\[0\]\.kind: does not match its mediaType/],
  ] as const)("refuses %s, naming where", async (_name, changes, message) => {
    const db = freshDb();
    expect(await refusal(importJson(db, exportWith(changes)))).toMatch(message);
    expect(await db.attachments.count()).toBe(0);
    expect(() => validateSharedSnapshot(exportWith(changes))).toThrow(message);
  });
});

describe("attachment types in a zip export", () => {
  const manifest = { format: "moonlit-export-zip", version: 1, exportedAt: "2031-05-01T00:00:00.000Z", counts: { conversations: 1, messages: 0, attachments: 1 } };
  const entries = (fields: Record<string, unknown>): Array<[string, unknown]> => [
    ["moonlit-export.json", manifest],
    ["conversations/000001.json", [{ ...conversation, activeLeafId: null }]],
    ["attachments/000001.json", { id: "f1", conversationId: "c1", name: "moon.png", size: PNG.length, ...fields }],
    ["attachments/000001.bin", new Blob([PNG])],
    ["moonlit-export-end.json", { conversations: 1, messages: 0, attachments: 1 }],
  ];

  it("takes an image", async () => {
    const db = freshDb();
    await importZip(db, await zipOf(entries({ mediaType: "image/png" })));
    expect((await db.attachments.get("f1"))?.blob.type).toBe("image/png");
  });

  it("refuses a file of another type, naming its entry", async () => {
    const db = freshDb();
    const error = await importZip(db, await zipOf(entries({ mediaType: "text/html" }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "badEntry", entry: "attachments/000001.json" });
    expect((error as ImportError).detail).toMatch(/mediaType: is not a type Moonlit attaches/);
    expect(await db.attachments.count()).toBe(0);
  });
});
