// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { byRole, click, render } from "@/components/chat/parts/test-support/render";
import { Toaster } from "./toaster";
import { showToast, useToastStore } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastCount = () => useToastStore.getState().toasts.length;

describe("Toaster", () => {
  it("waits while the toast is hovered or focused, then counts down only the time it had left", () => {
    const onExpire = vi.fn();
    const view = render(<Toaster />);
    act(() => void showToast({ message: "Conversation deleted.", action: { label: "Undo", run: () => undefined }, onExpire, durationMs: 8000 }));
    const toast = view.container.querySelector("[role='status'] > div") as HTMLElement;

    advance(5000);
    act(() => toast.dispatchEvent(new MouseEvent("mouseover", { bubbles: true })));
    advance(60_000);
    expect(toastCount()).toBe(1);

    act(() => toast.dispatchEvent(new MouseEvent("mouseout", { bubbles: true })));
    act(() => byRole(toast, "button", "Undo")[0].focus());
    advance(60_000);
    expect(toastCount()).toBe(1);

    act(() => byRole(toast, "button", "Undo")[0].blur());
    advance(2900);
    expect(toastCount()).toBe(1);
    advance(200);
    expect(toastCount()).toBe(0);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it("closes at once with its close button, declining the action", () => {
    const onExpire = vi.fn();
    const run = vi.fn();
    const view = render(<Toaster />);
    act(() => void showToast({ message: "Conversation deleted.", action: { label: "Undo", run }, onExpire }));
    click(byRole(view.container, "button", "Dismiss notification")[0]);
    expect(toastCount()).toBe(0);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(run).not.toHaveBeenCalled();
  });

  it("keeps a toast with no end until it is acted on or closed", () => {
    const run = vi.fn();
    const view = render(<Toaster />);
    act(() => void showToast({ message: "A new version is available", action: { label: "Reload", run }, durationMs: Infinity }));
    advance(24 * 60 * 60 * 1000);
    expect(toastCount()).toBe(1);
    click(byRole(view.container, "button", "Reload")[0]);
    expect(run).toHaveBeenCalledOnce();
    expect(toastCount()).toBe(0);
  });
});
