// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { zhCN } from "@/lib/i18n/zh-CN";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode } from "@/lib/view/test-support/nodes";
import { usageOfNodes } from "@/lib/view/usage";
import { byRole, render } from "../parts/test-support/render";
import { MessageUsage } from "./message-usage";

afterEach(() => {
  document.body.innerHTML = "";
});

function figures(container: HTMLElement): Record<string, string> {
  const entries = [...container.querySelectorAll("dt")].map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""]);
  return Object.fromEntries(entries);
}

describe("MessageUsage", () => {
  it("p04: input and one web search", () => {
    const view = render(<MessageUsage usage={usageOfNodes([anthropicNode(fixtureMessage(FIXTURES.p04))])} />);
    expect(byRole(view.container, "group", "Token usage")).toHaveLength(1);
    expect(figures(view.container)).toEqual({ Input: "6,120", Output: "214", "Web searches": "1" });
  });

  it("p08: uncached input, cache read and thinking", () => {
    const view = render(<MessageUsage usage={usageOfNodes([openaiNode(fixtureResult(FIXTURES.p08))])} />);
    expect(figures(view.container)).toEqual({ Input: "55", "Cache read": "256", Output: "96", Thinking: "44" });
  });

  it("cache write with its 5m / 1h split, in Chinese", () => {
    const usage = { input: 10, cacheRead: 0, cacheWrite: 1500, cacheWrite5m: 1000, cacheWrite1h: 500, output: 5, thinking: 0, webSearches: 0 };
    const view = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <MessageUsage usage={usage} />
      </I18nProvider>,
    );
    expect(figures(view.container)["缓存写入"]).toBe("1,500(5 分钟 1,000 · 1 小时 500)");
  });

  it("renders nothing without usage", () => {
    expect(render(<MessageUsage usage={null} />).container.innerHTML).toBe("");
  });
});
