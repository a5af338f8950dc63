// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { useDocumentTitle } from "./use-document-title";

function Probe({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

afterEach(() => {
  document.title = "";
});

describe("useDocumentTitle", () => {
  it("names the tab after the conversation, and after the app on a new chat", () => {
    const view = render(<Probe title="Trip to Kyoto" />);
    expect(document.title).toBe("Trip to Kyoto");
    view.rerender(<Probe title={null} />);
    expect(document.title).toBe("Moonlit");
    view.rerender(<Probe title="   " />);
    expect(document.title).toBe("Moonlit");
    view.rerender(<Probe title="Budget 2026" />);
    expect(document.title).toBe("Budget 2026");
  });
});
