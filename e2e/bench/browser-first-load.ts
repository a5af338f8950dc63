import { gzipSync } from "node:zlib";
import type { Browser, CDPSession } from "@playwright/test";
import { groupFirstLoad, type Fetched, type FirstLoadFigures } from "./first-load-figures";

// What Chromium fetches for a cold load of `/` (a new context: empty cache, no service worker, no
// storage), seen through the DevTools protocol: every response's body, gzipped at level 9, and what
// Chromium received for it on the wire (Network.loadingFinished's encodedDataLength: headers and the
// body as the server encoded it). Requests made before the `load` event are the first load; those
// made after it, until the network is idle, are reported apart.

export type { FirstLoadFigures } from "./first-load-figures";

interface Pending {
  url: string;
  type: string;
  requestedAt: number;
}

async function bodyOf(cdp: CDPSession, requestId: string): Promise<Buffer> {
  const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId });
  return Buffer.from(body, base64Encoded ? "base64" : "utf8");
}

export async function measureFirstLoad(browser: Browser, baseUrl: string): Promise<FirstLoadFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Pending>();
    const done: Promise<Fetched | null>[] = [];
    let loadAt: number | undefined;
    cdp.on("Network.requestWillBeSent", (event) => {
      requests.set(event.requestId, { url: event.request.url, type: event.type ?? "Other", requestedAt: event.timestamp });
    });
    cdp.on("Network.responseReceived", (event) => {
      const request = requests.get(event.requestId);
      if (request) request.type = event.type;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      done.push(
        bodyOf(cdp, event.requestId).then(
          (body) => ({ ...request, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, wireBytes: event.encodedDataLength }),
          // A body Chromium no longer holds (a redirect, a 204) has nothing to count.
          () => null,
        ),
      );
    });
    cdp.on("Page.loadEventFired", (event) => {
      loadAt ??= event.timestamp;
    });
    await cdp.send("Network.enable");
    await cdp.send("Page.enable");
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const fetched = (await Promise.all(done)).filter((f): f is Fetched => f !== null);
    if (loadAt === undefined) throw new Error("Chromium reported no load event");
    return groupFirstLoad(fetched, loadAt);
  } finally {
    await context.close();
  }
}
