import { describe, expect, it, vi } from "vitest";
import { newResumeId, ReplyLostError, resumableBody } from "./resumable-body";

const bytes = (text: string) => new TextEncoder().encode(text);

/** A stream that gives `parts`, then fails (a dropped connection) unless `ends`. */
function stream(parts: string[], ends: boolean): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < parts.length) return controller.enqueue(bytes(parts[i++]));
      if (ends) return controller.close();
      controller.error(new TypeError("network error"));
    },
  });
}

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  let out = "";
  for await (const chunk of body) out += new TextDecoder().decode(chunk);
  return out;
}

const noWait = { wait: async () => undefined };

describe("a resumable body", () => {
  it("resumes the reply from the byte it broke off at, and reads on to the end", async () => {
    const resumeFrom = vi.fn(async () => stream(["c\n\n", "event: d\n\n"], true));
    const body = resumableBody(stream(["event: a\n\n", "event: "], false), resumeFrom, { signal: new AbortController().signal, ...noWait });
    expect(await text(body)).toBe("event: a\n\nevent: c\n\nevent: d\n\n");
    expect(resumeFrom).toHaveBeenCalledWith(17);
  });

  it("tries again while the network is away, then gives up with the original failure", async () => {
    let tries = 0;
    const offline = vi.fn(async () => {
      tries++;
      throw new TypeError("Failed to fetch");
    });
    const body = resumableBody(stream(["event: a\n\n"], false), offline, { signal: new AbortController().signal, attempts: 3, ...noWait });
    await expect(text(body)).rejects.toThrow("network error");
    expect(tries).toBe(3);
  });

  it("says so when the reply is no longer kept, without trying again, and never resumes after Stop", async () => {
    const gone = vi.fn(async (): Promise<ReadableStream<Uint8Array>> => {
      throw new ReplyLostError("the server restarted");
    });
    await expect(text(resumableBody(stream(["x"], false), gone, { signal: new AbortController().signal, ...noWait }))).rejects.toThrow(ReplyLostError);
    expect(gone).toHaveBeenCalledOnce();
    const stopped = new AbortController();
    stopped.abort();
    const never = vi.fn(async () => stream([], true));
    await expect(text(resumableBody(stream(["x"], false), never, { signal: stopped.signal, ...noWait }))).rejects.toThrow("network error");
    expect(never).not.toHaveBeenCalled();
  });

  it("waits for the browser to be online again before each try, however long that takes", async () => {
    let online = () => undefined as void;
    const back = new Promise<void>((resolve) => (online = resolve));
    const whenOnline = vi.fn(() => back);
    const resumeFrom = vi.fn(async () => stream(["rest"], true));
    const read = text(resumableBody(stream(["part "], false), resumeFrom, { signal: new AbortController().signal, whenOnline, ...noWait }));
    await vi.waitFor(() => expect(whenOnline).toHaveBeenCalled());
    expect(resumeFrom).not.toHaveBeenCalled();
    online();
    expect(await read).toBe("part rest");
    expect(resumeFrom).toHaveBeenCalledWith(5);
  });

  it("makes ids the gateway takes: 128 random bits in base64url", () => {
    const id = newResumeId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newResumeId()).not.toBe(id);
  });
});
