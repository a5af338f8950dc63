import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRunningStore } from "@/lib/chat/stores/running-store";
import { afterNoReplyFor } from "./after-no-reply-for";

const QUIET_MS = 5000;

describe("afterNoReplyFor", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once nothing has run for the quiet time", () => {
    const run = vi.fn();
    afterNoReplyFor(createRunningStore(), QUIET_MS, run);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits while a reply runs, and the quiet time again after it ends", () => {
    const store = createRunningStore();
    const run = vi.fn();
    afterNoReplyFor(store, QUIET_MS, run);
    vi.advanceTimersByTime(1000);
    store.getState().setRunning("c1", true);
    vi.advanceTimersByTime(QUIET_MS * 10);
    expect(run).not.toHaveBeenCalled();
    store.getState().setRunning("c1", false);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("starts the wait over when a reply starts and ends within it", () => {
    const store = createRunningStore();
    const run = vi.fn();
    afterNoReplyFor(store, QUIET_MS, run);
    vi.advanceTimersByTime(QUIET_MS - 100);
    store.getState().setRunning("c1", true);
    store.getState().setRunning("c1", false);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("a reply already running at the start is waited for", () => {
    const store = createRunningStore();
    store.getState().setRunning("c1", true);
    const run = vi.fn();
    afterNoReplyFor(store, QUIET_MS, run);
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(run).not.toHaveBeenCalled();
    store.getState().setRunning("c1", false);
    vi.advanceTimersByTime(QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled", () => {
    const store = createRunningStore();
    const run = vi.fn();
    const cancel = afterNoReplyFor(store, QUIET_MS, run);
    vi.advanceTimersByTime(QUIET_MS - 1);
    cancel();
    store.getState().setRunning("c1", true);
    store.getState().setRunning("c1", false);
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(run).not.toHaveBeenCalled();
  });
});
