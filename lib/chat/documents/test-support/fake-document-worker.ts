// A documents worker in the test's own thread: it runs the real job (answerDocumentJob) and delivers
// each reply later, never synchronously, as a real worker does. Once terminated it delivers nothing
// more. `crashes` makes it fire an error event instead of answering, as a worker out of memory does.
import { createCanvas } from "@napi-rs/canvas";
import { answerDocumentJob, type DocumentJob, type DocumentReply } from "../document-protocol";
import type { DocumentWorkerLike } from "../document-client";
import type { PageCanvas } from "../pdf-canvas";

type Listeners = { message: Array<(event: MessageEvent<DocumentReply>) => void>; error: Array<(event: Event) => void> };

const makeCanvas = (width: number, height: number) => createCanvas(width, height) as unknown as PageCanvas;

export class FakeDocumentWorker implements DocumentWorkerLike {
  static made: FakeDocumentWorker[] = [];
  static crashes: string | null = null;

  static reset(): void {
    FakeDocumentWorker.made = [];
    FakeDocumentWorker.crashes = null;
  }

  readonly posted: DocumentJob[] = [];
  terminated = false;
  private readonly listeners: Listeners = { message: [], error: [] };

  constructor() {
    FakeDocumentWorker.made.push(this);
  }

  postMessage(job: DocumentJob): void {
    this.posted.push(job);
    const crash = FakeDocumentWorker.crashes;
    if (crash !== null) {
      setTimeout(() => this.fire("error", Object.assign(new Event("error"), { message: crash })));
      return;
    }
    void answerDocumentJob(job, (reply) => setTimeout(() => this.deliver(reply)), makeCanvas);
  }

  addEventListener(type: "message" | "error", listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }

  terminate(): void {
    this.terminated = true;
  }

  private deliver(reply: DocumentReply): void {
    if (this.terminated) return;
    for (const listener of this.listeners.message) listener({ data: reply } as MessageEvent<DocumentReply>);
  }

  private fire(type: "error", event: Event): void {
    if (this.terminated) return;
    for (const listener of this.listeners[type]) listener(event);
  }
}
