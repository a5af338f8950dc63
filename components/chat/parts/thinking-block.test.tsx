// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { zhCN } from "@/lib/i18n/zh-CN";
import type { ThinkingPart } from "@/lib/view/parts";
import { useDisclosureStore } from "@/components/chat/state/disclosure-store";
import { byRole, click, render } from "./test-support/render";
import { ThinkingBlock } from "./thinking-block";

vi.mock("@/components/markdown/markdown", () => import("./test-support/plain-markdown"));

const part = (over: Partial<ThinkingPart> = {}): ThinkingPart => ({
  type: "thinking",
  key: "a1:0",
  text: "Tier 1 has 3 gears.",
  streaming: false,
  ...over,
});

afterEach(() => {
  useDisclosureStore.setState({ open: {} });
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("ThinkingBlock", () => {
  it("is open with a live timer while streaming, then collapses with the summary", () => {
    vi.useFakeTimers();
    const view = render(<ThinkingBlock part={part({ streaming: true })} />);
    const [button] = byRole(view.container, "button", /^Thinking/);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toContain("Thinking… 0s");
    act(() => vi.advanceTimersByTime(3_000));
    expect(button.textContent).toContain("Thinking… 3s");
    expect(view.container.querySelector("[data-markdown]")?.getAttribute("data-streaming")).toBe("true");

    view.rerender(<ThinkingBlock part={part({ durationMs: 12_000, tokens: 97 })} />);
    const [after] = byRole(view.container, "button", /^Thinking/);
    expect(after.getAttribute("aria-expanded")).toBe("false");
    expect(after.textContent).toBe("Thinking: Thought for 12s · 97 tokens");
    view.rerender(<ThinkingBlock part={part({ durationMs: 12_000, tokens: 1 })} />);
    expect(byRole(view.container, "button", /^Thinking/)[0].textContent).toBe("Thinking: Thought for 12s · 1 token");
    expect(view.container.querySelector("[data-markdown]")).toBeNull();
  });

  it("toggles on click", () => {
    const view = render(<ThinkingBlock part={part({ tokens: 41 })} />);
    const [button] = byRole(view.container, "button", /^Thinking/);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(view.container.querySelector("[data-markdown]")?.textContent).toBe("Tier 1 has 3 gears.");
    click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps the reader's choice when streaming ends", () => {
    const view = render(<ThinkingBlock part={part({ streaming: true })} />);
    click(byRole(view.container, "button")[0]);
    view.rerender(<ThinkingBlock part={part({ streaming: true })} />);
    view.rerender(<ThinkingBlock part={part()} />);
    click(byRole(view.container, "button")[0]);
    expect(byRole(view.container, "button")[0].getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps the reader's choice when its row is unmounted and mounted again", () => {
    const first = render(<ThinkingBlock part={part()} />);
    click(byRole(first.container, "button")[0]);
    first.unmount();
    const again = render(<ThinkingBlock part={part()} />);
    expect(byRole(again.container, "button")[0].getAttribute("aria-expanded")).toBe("true");
    const other = render(<ThinkingBlock part={part({ key: "a2:0" })} />);
    expect(byRole(other.container, "button")[0].getAttribute("aria-expanded")).toBe("false");
  });

  it("says just Thinking when nothing is known, and speaks Chinese", () => {
    const view = render(<ThinkingBlock part={part()} />);
    expect(byRole(view.container, "button", "Thinking")).toHaveLength(1);
    const zh = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <ThinkingBlock part={part({ durationMs: 65_000, tokens: 1234 })} />
      </I18nProvider>,
    );
    expect(byRole(zh.container, "button")[0].textContent).toBe("思考：已思考 1分钟5秒 · 1,234 个 token");
  });
});
