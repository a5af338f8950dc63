import { describe, expect, it, vi } from "vitest";
import { createRunningStore } from "@/lib/chat/stores/running-store";
import { keepScreenAwakeWhileRunning, type AwakeHost } from "./screen-awake";

/** A browser whose wake lock records requests, and whose page can be hidden and shown. */
function fakeHost(refuse = false) {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  let visible = true;
  const listeners = new Set<() => void>();
  const host: AwakeHost = {
    wakeLock: {
      request: vi.fn(async () => {
        if (refuse) throw new DOMException("not allowed", "NotAllowedError");
        const sentinel = { released: false, release: async () => void (sentinel.released = true) };
        sentinels.push(sentinel);
        return sentinel as unknown as WakeLockSentinel;
      }),
    },
    visible: () => visible,
    onVisibilityChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setVisible = (value: boolean) => {
    visible = value;
    // As the browser does: a hidden page loses its lock.
    if (!value) sentinels.forEach((sentinel) => (sentinel.released = true));
    listeners.forEach((listener) => listener());
  };
  return { host, sentinels, setVisible };
}

const held = (sentinels: { released: boolean }[]) => sentinels.filter((sentinel) => !sentinel.released).length;

describe("the screen stays awake while a reply runs", () => {
  it("takes the lock when a run begins, once however many run, and lets it go when the last ends", async () => {
    const running = createRunningStore();
    const { host, sentinels } = fakeHost();
    const stop = keepScreenAwakeWhileRunning(running, host);
    expect(host.wakeLock!.request).not.toHaveBeenCalled();
    running.getState().setRunning("a", true);
    running.getState().setRunning("b", true);
    await vi.waitFor(() => expect(held(sentinels)).toBe(1));
    running.getState().setRunning("a", false);
    expect(held(sentinels)).toBe(1);
    running.getState().setRunning("b", false);
    await vi.waitFor(() => expect(held(sentinels)).toBe(0));
    expect(host.wakeLock!.request).toHaveBeenCalledTimes(1);
    stop();
  });

  it("asks again when the page shows, since hiding it let the lock go", async () => {
    const running = createRunningStore();
    const { host, sentinels, setVisible } = fakeHost();
    const stop = keepScreenAwakeWhileRunning(running, host);
    running.getState().setRunning("a", true);
    await vi.waitFor(() => expect(held(sentinels)).toBe(1));
    setVisible(false);
    expect(held(sentinels)).toBe(0);
    setVisible(true);
    await vi.waitFor(() => expect(held(sentinels)).toBe(1));
    stop();
    await vi.waitFor(() => expect(held(sentinels)).toBe(0));
  });

  it("lets the reply run when the browser refuses, and does nothing where there is no wake lock", async () => {
    const running = createRunningStore();
    const { host } = fakeHost(true);
    keepScreenAwakeWhileRunning(running, host)();
    const stop = keepScreenAwakeWhileRunning(running, host);
    running.getState().setRunning("a", true);
    await vi.waitFor(() => expect(host.wakeLock!.request).toHaveBeenCalledTimes(1));
    stop();
    expect(keepScreenAwakeWhileRunning(running, { ...host, wakeLock: undefined })).toBeTypeOf("function");
  });
});
