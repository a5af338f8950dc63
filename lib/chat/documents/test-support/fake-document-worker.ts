// A documents worker in the test's own thread: it runs the real job (runDocumentJob) in the app's
// worker envelope and delivers each reply later, never synchronously, as a real worker does. Once
// terminated it delivers nothing more. `crashes` makes it fire an error event instead of answering,
// as a worker out of memory does.
import { createCanvas } from "@napi-rs/canvas";
import { answerRequest, type WorkerReply, type WorkerRequest } from "@/lib/async/worker-protocol";
import { runDocumentJob, type DocumentJob, type DocumentOutcome, type DocumentProgress } from "../document-protocol";
import type { DocumentWorkerLike } from "../document-client";
import type { PageCanvas } from "../pdf-canvas";

type Reply = WorkerReply<DocumentOutcome, DocumentProgress>;
type Listeners = { message: Array<(event: MessageEvent<Reply>) => void>; error: Array<(event: Event) => void> };

const makeCanvas = (width: number, height: number) => createCanvas(width, height) as unknown as PageCanvas;

export class FakeDocumentWorker implements DocumentWorkerLike {
  static made: FakeDocumentWorker[] = [];
  static crashes: string | null = null;

  static reset(): void {
    FakeDocumentWorker.made = [];
    FakeDocumentWorker.crashes = null;
  }

  /** The jobs this worker was given. */
  readonly posted: DocumentJob[] = [];
  terminated = false;
  private readonly listeners: Listeners = { message: [], error: [] };

  constructor() {
    FakeDocumentWorker.made.push(this);
  }

  postMessage(request: WorkerRequest<DocumentJob>): void {
    this.posted.push(request.job);
    const crash = FakeDocumentWorker.crashes;
    if (crash !== null) {
      setTimeout(() => this.fire("error", Object.assign(new Event("error"), { message: crash })));
      return;
    }
    void answerRequest<DocumentJob, DocumentOutcome, DocumentProgress>(
      request,
      (job, report) => runDocumentJob(job, report, makeCanvas),
      (reply) => setTimeout(() => this.deliver(reply)),
    );
  }

  addEventListener(type: "message" | "error", listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }

  terminate(): void {
    this.terminated = true;
  }

  private deliver(reply: Reply): void {
    if (this.terminated) return;
    for (const listener of this.listeners.message) listener({ data: reply } as MessageEvent<Reply>);
  }

  private fire(type: "error", event: Event): void {
    if (this.terminated) return;
    for (const listener of this.listeners[type]) listener(event);
  }
}
