// @vitest-environment jsdom
// The page's side of Run JavaScript, with the sandbox's messages played by the test (jsdom runs no
// workers). The sandbox itself runs in Chromium in e2e/specs/builtin-tools.spec.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { runJavaScript } from "./run-javascript";
import { SANDBOX_CSP } from "@/lib/protocol/sandbox/sandbox-document";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function sandbox(): HTMLIFrameElement {
  const frame = document.querySelector("iframe");
  if (!frame) throw new Error("no sandbox iframe");
  return frame;
}

function fromSandbox(data: unknown, source: Window | null = sandbox().contentWindow) {
  window.dispatchEvent(new MessageEvent("message", { data, source }));
}

describe("runJavaScript", () => {
  it("runs in an iframe sandboxed to scripts only, whose document forbids connections", () => {
    void runJavaScript({ code: "1" }, new AbortController().signal);
    const frame = sandbox();
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(frame.hidden).toBe(true);
    expect(frame.srcdoc).toContain(`content="${SANDBOX_CSP}"`);
    expect(SANDBOX_CSP).toContain("connect-src 'none'");
    expect(SANDBOX_CSP).toContain("default-src 'none'");
  });

  it("sends the code once the sandbox is ready, and answers with its output", async () => {
    const running = runJavaScript({ code: "console.log(1); return 2" }, new AbortController().signal);
    const post = vi.spyOn(sandbox().contentWindow!, "postMessage");
    fromSandbox({ type: "ready" });
    expect(post).toHaveBeenCalledWith({ type: "run", code: "console.log(1); return 2" }, "*");
    fromSandbox({ type: "log", line: "1" });
    fromSandbox({ type: "done", value: "2" });
    await expect(running).resolves.toEqual({ content: "1\nReturned: 2", isError: false });
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("ignores messages from anything but its own sandbox", async () => {
    const running = runJavaScript({ code: "return 1" }, new AbortController().signal);
    fromSandbox({ type: "done", value: "forged" }, window);
    fromSandbox({ type: "error", message: "forged" }, null);
    fromSandbox({ type: "done", value: "1" });
    await expect(running).resolves.toEqual({ content: "Returned: 1", isError: false });
  });

  it("answers an error the code ended with as an error", async () => {
    const running = runJavaScript({ code: "throw 1" }, new AbortController().signal);
    fromSandbox({ type: "error", message: "Uncaught 1" });
    await expect(running).resolves.toEqual({ content: "Uncaught 1", isError: true });
  });

  it("removes the sandbox at the time limit and says so, keeping what was printed", async () => {
    vi.useFakeTimers();
    const running = runJavaScript({ code: "while (true) {}" }, new AbortController().signal, { timeLimitMs: 5_000 });
    fromSandbox({ type: "log", line: "started" });
    vi.advanceTimersByTime(4_999);
    expect(document.querySelector("iframe")).not.toBeNull();
    vi.advanceTimersByTime(1);
    await expect(running).resolves.toEqual({ content: "started\nStopped after 5 s: the code was still running at the time limit.", isError: true });
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("removes the sandbox when the reply is stopped", async () => {
    const controller = new AbortController();
    const running = runJavaScript({ code: "while (true) {}" }, controller.signal);
    controller.abort();
    await expect(running).resolves.toMatchObject({ isError: true, content: "Stopped: the reply was stopped." });
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("refuses input without code", async () => {
    await expect(runJavaScript({}, new AbortController().signal)).resolves.toMatchObject({ isError: true });
    expect(document.querySelector("iframe")).toBeNull();
  });
});
