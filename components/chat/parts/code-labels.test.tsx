// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { zhCN } from "@/lib/i18n/zh-CN";
import type { ThinkingPart, TextPart as TextPartView } from "@/lib/view/parts";
import { TextPart } from "./text-part";
import { ThinkingBlock } from "./thinking-block";
import { byRole, render } from "./test-support/render";

// The code blocks' Copy button speaks the reply's language, through the real markdown renderer.

const CODE = "Run this:\n\n```sh\nls -la\n```\n";

describe("code block labels", () => {
  it("are Chinese in a Chinese reply, in text and in thinking", () => {
    const text: TextPartView = { type: "text", key: "t", text: CODE, citations: [], streaming: false };
    const thinking: ThinkingPart = { type: "thinking", key: "k", text: CODE, streaming: true };
    const view = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <TextPart part={text} />
        <ThinkingBlock part={thinking} />
      </I18nProvider>,
    );
    expect(byRole(view.container, "button", "复制代码")).toHaveLength(2);
    expect(byRole(view.container, "button", "Copy code")).toHaveLength(0);
    view.unmount();
  });

  it("stay English by default", () => {
    const text: TextPartView = { type: "text", key: "t", text: CODE, citations: [], streaming: false };
    const view = render(<TextPart part={text} />);
    expect(byRole(view.container, "button", "Copy code")).toHaveLength(1);
    view.unmount();
  });
});
