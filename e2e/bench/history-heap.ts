import type { BrowserContext, CDPSession, Page } from "@playwright/test";

// The JavaScript heap a page holds, after a garbage collection, with its dedicated workers' (a search
// index may live in one): DevTools' Runtime.getHeapUsage in the page and, through a session attached
// to each worker (Target.setAutoAttach, messages relayed by Target.sendMessageToTarget), in every
// worker. NaN for a worker that did not answer within the time allowed.

export interface HeapFigures {
  pageMb: number;
  workersMb: number;
  workers: number;
}

const MB = 1024 * 1024;
const WORKER_ANSWER_MS = 15_000;

function workerCaller(cdp: CDPSession) {
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  cdp.on("Target.receivedMessageFromTarget", (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.error ? undefined : message.result);
  });
  return async (sessionId: string, method: string): Promise<unknown> => {
    const id = nextId++;
    const answer = new Promise<unknown>((resolve) => {
      pending.set(id, resolve);
      setTimeout(() => resolve(undefined), WORKER_ANSWER_MS);
    });
    await cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method }) });
    const result = await answer;
    pending.delete(id);
    return result;
  };
}

export async function jsHeap(context: BrowserContext, page: Page): Promise<HeapFigures> {
  const cdp = await context.newCDPSession(page);
  try {
    const workers: string[] = [];
    cdp.on("Target.attachedToTarget", (event) => {
      if (event.targetInfo.type === "worker") workers.push(event.sessionId);
    });
    const call = workerCaller(cdp);
    await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    // The workers already running are announced as the command is answered; give the events a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    let workersBytes = 0;
    for (const sessionId of workers) {
      await call(sessionId, "HeapProfiler.collectGarbage");
      const usage = (await call(sessionId, "Runtime.getHeapUsage")) as { usedSize?: number } | undefined;
      workersBytes += usage?.usedSize ?? Number.NaN;
    }
    return { pageMb: usedSize / MB, workersMb: workersBytes / MB, workers: workers.length };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
