import { describe, expect, it, vi } from "vitest";
import { createKeptReplies } from "./kept-replies";

let ids = 0;
const newId = () => `reply-id-for-the-tests-${++ids}`;

const text = (value: string) => new TextEncoder().encode(value);
const limits = { maxReplyBytes: 1_000, maxTotalBytes: 1_500, ttlMs: 60_000 };

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  let out = "";
  const decoder = new TextDecoder();
  for await (const chunk of body) out += decoder.decode(chunk, { stream: true });
  return out;
}

describe("kept replies", () => {
  it("give a reattached page the bytes from its offset, then the rest live, to the end", async () => {
    const replies = createKeptReplies(limits);
    const id = newId();
    expect(replies.start(id, () => undefined)).toBe(true);
    expect(replies.start(id, () => undefined)).toBe(false);
    expect(replies.start("short", () => undefined)).toBe(false);
    replies.append(id, text("event: a\n\n"));
    replies.append(id, text("event: b\n\n"));
    const attached = replies.reattach(id, 5);
    if (!attached.ok) throw new Error(attached.reason);
    const read = readAll(attached.body);
    replies.append(id, text("event: c\n\n"));
    replies.finish(id, "complete");
    expect(await read).toBe(": a\n\nevent: b\n\nevent: c\n\n");
    const whole = replies.reattach(id, 0);
    expect(whole.ok && (await readAll(whole.body))).toBe("event: a\n\nevent: b\n\nevent: c\n\n");
  });

  it("refuse an unknown id, an offset past what was kept, and a reply that outgrew its cap", () => {
    const replies = createKeptReplies(limits);
    expect(replies.reattach("nope", 0)).toEqual({ ok: false, reason: "unknown" });
    const id = newId();
    replies.start(id, () => undefined);
    replies.append(id, text("12345"));
    expect(replies.reattach(id, 6)).toEqual({ ok: false, reason: "bad-offset" });
    expect(replies.reattach(id, -1)).toEqual({ ok: false, reason: "bad-offset" });
    replies.append(id, new Uint8Array(1_000));
    expect(replies.reattach(id, 0)).toEqual({ ok: false, reason: "dropped" });
    expect(replies.heldBytes()).toBe(0);
  });

  it("hold no more than their total: the reply that takes them past it is let go", () => {
    const replies = createKeptReplies(limits);
    const [first, second] = [newId(), newId()];
    replies.start(first, () => undefined);
    replies.start(second, () => undefined);
    replies.append(first, new Uint8Array(900));
    replies.append(second, new Uint8Array(900));
    expect(replies.reattach(first, 0).ok).toBe(true);
    expect(replies.reattach(second, 0)).toEqual({ ok: false, reason: "dropped" });
    expect(replies.heldBytes()).toBe(900);
  });

  it("forget a finished reply after its time to live", () => {
    let now = 0;
    const replies = createKeptReplies({ ...limits, now: () => now });
    const id = newId();
    replies.start(id, () => undefined);
    replies.append(id, text("x"));
    replies.finish(id, "complete");
    now = 59_999;
    expect(replies.reattach(id, 1).ok).toBe(true);
    now = 60_000;
    expect(replies.reattach(id, 0)).toEqual({ ok: false, reason: "unknown" });
    expect(replies.heldBytes()).toBe(0);
  });

  it("stop aborts upstream on purpose and ends the reply for whoever follows it", async () => {
    const replies = createKeptReplies(limits);
    const abort = vi.fn();
    const id = newId();
    replies.start(id, abort);
    replies.append(id, text("partial"));
    const attached = replies.reattach(id, 0);
    if (!attached.ok) throw new Error(attached.reason);
    expect(replies.stop(id)).toBe(true);
    expect(abort).toHaveBeenCalledOnce();
    expect(replies.state(id)).toBe("stopped");
    expect(await readAll(attached.body)).toBe("partial");
    expect(replies.stop("nope")).toBe(false);
  });

  it("end a follower with an error when upstream breaks off, and refuse to pick that reply up", async () => {
    const replies = createKeptReplies(limits);
    const id = newId();
    replies.start(id, () => undefined);
    replies.append(id, text("part"));
    const attached = replies.reattach(id, 0);
    if (!attached.ok) throw new Error(attached.reason);
    replies.finish(id, "failed");
    await expect(readAll(attached.body)).rejects.toThrow("upstream broke off");
    expect(replies.reattach(id, 0)).toEqual({ ok: false, reason: "failed" });
  });
});
