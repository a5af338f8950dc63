import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { answerRequest, type WorkerReply, type WorkerRequest } from "@/lib/async/worker-protocol";
import { getConversation } from "./conversations";
import { openDatabase } from "./database";
import { importInWorker, type ImportWorker } from "./import-client";
import type { ImportError } from "./import-validation";
import { importOutcome, type ImportJob, type ImportOutcome, type ImportProgress } from "./import-job";
import { importZip } from "./import-zip";
import { StorageError } from "./storage-error";
import { freshDb } from "./test-support/fresh-db";
import { exportToBlob, zipOf, zipSource } from "./test-support/zips";

/**
 * A stand-in for the import worker that does what import.worker.ts does, in this process: it opens the
 * database by the name it is sent and answers through the same envelope, its replies delivered as
 * messages are (later, and copied).
 */
function fakeWorker(handle = (job: ImportJob, progress: (p: ImportProgress) => void) => importOutcome(openDatabase(job.database), job.file, progress)) {
  const listeners: Array<(event: MessageEvent<WorkerReply<ImportOutcome, ImportProgress>>) => void> = [];
  const jobs: ImportJob[] = [];
  const worker: ImportWorker = {
    postMessage(request: WorkerRequest<ImportJob>) {
      jobs.push(request.job);
      void answerRequest(request, handle, (reply) => setTimeout(() => listeners.forEach((listener) => listener({ data: structuredClone(reply) } as MessageEvent))));
    },
    addEventListener(type: string, listener: never) {
      if (type === "message") listeners.push(listener);
    },
    terminate: vi.fn(),
  };
  return { worker, jobs };
}

describe("importInWorker", () => {
  it("sends the file and the database's name to a worker, passes its progress on and returns its summary", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const db = freshDb();
    const { worker, jobs } = fakeWorker();
    const progress = vi.fn();
    const summary = await importInWorker(db, zip, progress, () => worker);

    expect(jobs).toEqual([{ file: zip, database: db.name }]);
    expect(summary.conversations.added).toBe(2);
    expect(progress).toHaveBeenCalled();
    expect(progress.mock.calls.at(-1)).toEqual([expect.any(Number), expect.any(Number)]);
    expect((await getConversation(db, "c1"))?.title).toBe("Moon");
    // A worker for this import only, ended with it.
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("fails on the page with the worker's ImportError, read as the page would read its own", async () => {
    const broken = await zipOf([["conversations/000001.json", []]]);
    const direct = await importZip(freshDb(), broken).catch((error: unknown) => error);
    const viaWorker = await importInWorker(freshDb(), broken, undefined, () => fakeWorker().worker).catch((error: unknown) => error);

    // What the settings' sentence is chosen by (import-error-text.ts): the name, kind, entry and detail.
    expect(viaWorker).toBeInstanceOf(Error);
    expect(viaWorker).toMatchObject({ name: "ImportError", kind: "noManifest", entry: "moonlit-export.json" });
    const { name, message, kind, entry, detail } = direct as ImportError;
    expect(viaWorker).toMatchObject({ name, message, kind, entry });
    expect((viaWorker as ImportError).detail).toBe(detail);
  });

  it("keeps a storage failure's name and kind, which its sentence is chosen by (error-text.ts)", async () => {
    // A file whose reading fails as a full disk would, inside the worker.
    const unreadable = { size: 4, slice: () => ({ arrayBuffer: () => Promise.reject(new StorageError("quota")) }) } as unknown as Blob;
    const error = await importInWorker(freshDb(), unreadable, undefined, () => fakeWorker().worker).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "StorageError", kind: "quota", message: new StorageError("quota").message });
  });

  it("imports on the page where no worker starts", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const db = freshDb();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const summary = await importInWorker(db, zip, undefined, () => null);
    expect(summary.messages.added).toBe(5);
    expect((await getConversation(db, "c2"))?.title).toBe("Search");
    warn.mockRestore();
  });
});
