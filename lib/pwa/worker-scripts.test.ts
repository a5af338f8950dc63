import { describe, expect, it } from "vitest";
import { isWorkerScript, withoutUrl, workerScriptPlugin } from "./worker-scripts";

const BOOTSTRAP = "https://chat.example/_next/static/chunks/turbopack-worker-abc.js";

/** A response as the Cache API gives it back: carrying the cache key's URL (no fragment). */
function cached(): Response {
  const response = new Response("importScripts()", { status: 200, statusText: "OK", headers: { "content-type": "application/javascript" } });
  Object.defineProperty(response, "url", { value: BOOTSTRAP });
  return response;
}

function answer(destination: RequestDestination | undefined, cachedResponse: Response | undefined): Promise<Response | undefined> {
  const event = destination === undefined ? new Event("install") : Object.assign(new Event("fetch"), { request: { destination } });
  const callback = workerScriptPlugin.cachedResponseWillBeUsed!;
  return Promise.resolve(callback({ cacheName: "moonlit-precache", request: new Request(BOOTSTRAP), cachedResponse, event: event as ExtendableEvent }));
}

describe("isWorkerScript", () => {
  it("is a worker's own script, not what it imports nor a page's script", () => {
    expect(isWorkerScript("worker")).toBe(true);
    expect(isWorkerScript("sharedworker")).toBe(true);
    for (const destination of ["script", "", "document", "style", "serviceworker"]) expect(isWorkerScript(destination), destination).toBe(false);
  });
});

describe("withoutUrl", () => {
  it("keeps status, headers and body, and drops the URL", async () => {
    const response = withoutUrl(cached());
    expect(response.url).toBe("");
    expect(response.status).toBe(200);
    expect(response.statusText).toBe("OK");
    expect(response.headers.get("content-type")).toBe("application/javascript");
    expect(await response.text()).toBe("importScripts()");
  });
});

describe("workerScriptPlugin", () => {
  it("hands a worker its script with no URL, so the browser keeps the address the page asked for", async () => {
    for (const destination of ["worker", "sharedworker"] as const) {
      const response = await answer(destination, cached());
      expect(response?.url, destination).toBe("");
      expect(await response?.text()).toBe("importScripts()");
    }
  });

  it("leaves every other read of the precache as it was", async () => {
    for (const destination of ["script", "style", ""] as const) {
      const original = cached();
      expect(await answer(destination, original), destination).toBe(original);
    }
    // Installing reads the cache too; there is no request of a page then.
    const original = cached();
    expect(await answer(undefined, original)).toBe(original);
  });

  it("passes a miss on as a miss", async () => {
    expect(await answer("worker", undefined)).toBeUndefined();
  });
});
