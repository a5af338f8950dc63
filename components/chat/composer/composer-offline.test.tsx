// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "@/components/ui/toast-store";
import { mount, press, renderComposer, textbox, type, unmount, type Mounted } from "./test-support/composer-driver";

let mounted: Mounted;

beforeEach(() => {
  mounted = mount();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  unmount(mounted);
  vi.restoreAllMocks();
});

describe("Composer offline", () => {
  it("says it is offline and keeps the draft, sending nothing", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { onSend } = renderComposer(mounted);
    type(mounted.container, "Hello from a train");
    press(mounted.container, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox(mounted.container).value).toBe("Hello from a train");
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      "You’re offline. Your message is still here: send it once you’re back online.",
    ]);
  });

  it("sends as usual once back online", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { onSend } = renderComposer(mounted);
    type(mounted.container, "Hello");
    press(mounted.container, { key: "Enter" });
    online.mockReturnValue(true);
    press(mounted.container, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Hello", []);
    expect(textbox(mounted.container).value).toBe("");
  });
});
