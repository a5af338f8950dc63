// @vitest-environment jsdom
import { act, useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { useDebouncedSave, type DebouncedSave } from "./use-debounced-save";

let saver: DebouncedSave<string>;

function Editor({ onSave, delayMs }: { onSave: (value: string) => void; delayMs?: number }) {
  const made = useDebouncedSave(onSave, delayMs);
  useEffect(() => {
    saver = made;
  }, [made]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useDebouncedSave", () => {
  it("saves the last value once the changes have stopped for the delay", () => {
    const onSave = vi.fn();
    render(<Editor onSave={onSave} />);
    act(() => saver.schedule("a"));
    act(() => vi.advanceTimersByTime(399));
    act(() => saver.schedule("ab"));
    act(() => vi.advanceTimersByTime(399));
    expect(onSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSave.mock.calls).toEqual([["ab"]]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("saves at once on flush, and only once", () => {
    const onSave = vi.fn();
    render(<Editor onSave={onSave} delayMs={50} />);
    act(() => saver.schedule("now"));
    act(() => saver.flush());
    expect(onSave.mock.calls).toEqual([["now"]]);
    act(() => saver.flush());
    act(() => vi.advanceTimersByTime(100));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("saves what still waits when the component goes", () => {
    const onSave = vi.fn();
    const view = render(<Editor onSave={onSave} />);
    act(() => saver.schedule("left behind"));
    view.unmount();
    expect(onSave.mock.calls).toEqual([["left behind"]]);
  });

  it("saves through the save of the latest render", () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Editor onSave={first} />);
    act(() => saver.schedule("x"));
    view.rerender(<Editor onSave={second} />);
    act(() => vi.advanceTimersByTime(400));
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([["x"]]);
  });
});
