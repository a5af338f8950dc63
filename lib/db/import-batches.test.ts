import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { MoonlitDB } from "./database";
import { writeQueue } from "./import";
import { importZip } from "./import-zip";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";
import { entryOffset, zipOf } from "./test-support/zips";

// How a zip import writes: in transactions of `batchSize` rows, the conversations last in one, and
// the next entry read while the last one's rows are written.

type Event = { kind: "write"; table: string; rows: number; tx: number } | { kind: "written"; table: string } | { kind: "read"; at: number };

/** Logs every write to messages and conversations (numbering their transactions) as it starts and ends. */
function logWrites(db: MoonlitDB, log: Event[]): void {
  const transactions = new Map<object, number>();
  db.use({
    stack: "dbcore",
    name: "LogWrites",
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== "messages" && name !== "conversations") return table;
        return {
          ...table,
          async mutate(request) {
            if (!transactions.has(request.trans)) transactions.set(request.trans, transactions.size);
            const rows = request.type === "add" || request.type === "put" ? request.values.length : 0;
            log.push({ kind: "write", table: name, rows, tx: transactions.get(request.trans)! });
            const response = await table.mutate(request);
            log.push({ kind: "written", table: name });
            return response;
          },
        };
      },
    }),
  });
}

/** A zip whose reads are logged by where they start in the file. */
class LoggedBlob extends Blob {
  constructor(
    parts: BlobPart[],
    private readonly log: Event[],
  ) {
    super(parts);
  }
  override slice(start?: number, end?: number, type?: string): Blob {
    this.log.push({ kind: "read", at: start ?? 0 });
    return super.slice(start, end, type);
  }
}

const conversation = (id: string) => ({ id, title: id, createdAt: 1, updatedAt: 1, pinned: false, settings, activeLeafId: null, preview: "" });
const messages = (conversationId: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => userNode(`m${from + i}`, conversationId, null, `message ${from + i}`, from + i));

async function historyZip(): Promise<Blob> {
  return zipOf([
    ["moonlit-export.json", { format: "moonlit-export-zip", version: 1, exportedAt: "2026-12-01T00:00:00.000Z", counts: { conversations: 3, messages: 9, attachments: 0 } }],
    ["conversations/000001.json", [conversation("c1"), conversation("c2"), conversation("c3")]],
    ["messages/000001.json", messages("c1", 0, 5)],
    ["messages/000002.json", messages("c2", 5, 4)],
    ["moonlit-export-end.json", { conversations: 3, messages: 9, attachments: 0 }],
  ]);
}

describe("zip import batches", () => {
  it("writes messages in transactions of batchSize rows, then the conversations together in one", async () => {
    const db = freshDb();
    const log: Event[] = [];
    logWrites(db, log);
    const summary = await importZip(db, await historyZip(), { batchSize: 2 });
    expect(summary.messages.added).toBe(9);

    const writes = log.filter((event) => event.kind === "write");
    expect(writes.map((w) => `${w.table} ${w.rows}`)).toEqual(["messages 2", "messages 2", "messages 1", "messages 2", "messages 2", "conversations 2", "conversations 1"]);
    // Each batch of messages in a transaction of its own; the conversations in one, the last.
    expect(writes.map((w) => w.tx)).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });

  it("reads the next entry while the last one's rows are being written", async () => {
    const db = freshDb();
    const log: Event[] = [];
    logWrites(db, log);
    const zip = await historyZip();
    const [second, end] = [await entryOffset(zip, "messages/000002.json"), await entryOffset(zip, "moonlit-export-end.json")];
    await importZip(db, new LoggedBlob([zip], log), { batchSize: 1 });

    const secondRead = log.findIndex((event) => event.kind === "read" && event.at >= second && event.at < end);
    const messagesWritten = log.flatMap((event, i) => (event.kind === "written" && event.table === "messages" ? [i] : []));
    expect(messagesWritten).toHaveLength(9);
    // The second piece was being read before the first piece's five writes (one row each) had ended.
    expect(secondRead).toBeGreaterThan(-1);
    expect(secondRead).toBeLessThan(messagesWritten[4]);
  });

  it("queues writes one at a time: the caller goes on while one runs, and a failure reaches the next caller", async () => {
    const writes = writeQueue();
    const log: string[] = [];
    let finish = () => {};
    await writes.queue(() => new Promise<void>((resolve) => (finish = () => (log.push("first written"), resolve()))));
    log.push("caller reads on");
    const next = writes.queue(async () => void log.push("second written"));
    await Promise.resolve();
    expect(log).toEqual(["caller reads on"]);
    finish();
    await next;
    await writes.settled();
    expect(log).toEqual(["caller reads on", "first written", "second written"]);

    const failing = writeQueue();
    await failing.queue(() => Promise.reject(new Error("disk full")));
    await expect(failing.queue(async () => undefined)).rejects.toThrow("disk full");
    await expect(failing.settled()).rejects.toThrow("disk full");
  });
});
