// A calculator worker in the test's own thread: it says it is ready and answers each request with the
// real `calculate`, each message delivered later (never synchronously), as a real worker does.
// `hangs` marks the inputs it never answers, standing in for an evaluation that runs long.
import { calculate } from "../calculator";
import type { WorkerReply, WorkerRequest } from "@/lib/async/worker-protocol";
import type { CalculatorJob, CalculatorWorkerLike } from "../calculator-client";
import type { ToolOutcome } from "../tool-outcome";

type CalculatorRequest = WorkerRequest<CalculatorJob>;
type CalculatorReply = WorkerReply<ToolOutcome>;

type Listeners = { message: Array<(event: MessageEvent<CalculatorReply>) => void>; error: Array<(event: Event) => void> };

export class FakeCalculatorWorker implements CalculatorWorkerLike {
  static made: FakeCalculatorWorker[] = [];
  static hangs: (input: Record<string, unknown>) => boolean = () => false;
  /** How long loading mathjs takes before `ready`. */
  static readyAfterMs = 0;

  static reset(): void {
    FakeCalculatorWorker.made = [];
    FakeCalculatorWorker.hangs = () => false;
    FakeCalculatorWorker.readyAfterMs = 0;
  }

  readonly posted: CalculatorRequest[] = [];
  terminated = false;
  private readonly listeners: Listeners = { message: [], error: [] };

  constructor(
    readonly url?: URL,
    readonly options?: WorkerOptions,
  ) {
    FakeCalculatorWorker.made.push(this);
    setTimeout(() => this.reply({ type: "ready" }), FakeCalculatorWorker.readyAfterMs);
  }

  postMessage(request: CalculatorRequest): void {
    this.posted.push(structuredClone(request));
    if (FakeCalculatorWorker.hangs(request.job)) return;
    setTimeout(() => this.reply({ type: "result", id: request.id, result: calculate(request.job) }), FakeCalculatorWorker.readyAfterMs);
  }

  addEventListener(type: "message" | "error", listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** The worker's script threw (`message`) or could not load (no message). */
  fail(message?: string): void {
    const event = Object.assign(new Event("error"), message === undefined ? {} : { message });
    for (const listener of this.listeners.error) listener(event);
  }

  private reply(data: CalculatorReply): void {
    if (this.terminated) return;
    for (const listener of this.listeners.message) listener({ data } as MessageEvent<CalculatorReply>);
  }
}
