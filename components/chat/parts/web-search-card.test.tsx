// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { zhCN } from "@/lib/i18n/zh-CN";
import { deriveParts } from "@/lib/view/derive-parts";
import type { WebSearchPart } from "@/lib/view/parts";
import { anthropicNode, FIXTURES, fixtureMessage } from "@/lib/view/test-support/nodes";
import { byRole, render } from "./test-support/render";
import { WebSearchCard } from "./web-search-card";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

const base: WebSearchPart = { type: "web-search", key: "k", id: "s", query: "q", status: "done", results: [], resultsVisible: true };

describe("WebSearchCard", () => {
  it("shows the query and a link per result", () => {
    vi.useFakeTimers({ now: new Date(2031, 2, 5, 12) });
    const part = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))])[1] as WebSearchPart;
    const view = render(<WebSearchCard part={part} />);
    const [group] = byRole(view.container, "group", "Web search");
    expect(group.textContent).toContain("Tessaly Botanical Archive opening date entry fee");
    const links = byRole(group, "link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://tessaly-archive.example/visit",
      "https://northvale-courier.example/2031/03/tessaly-archive",
      "https://tessaly.example/events",
    ]);
    expect(links[0].textContent).toBe("Tessaly Botanical Archive – Visitor Informationtessaly-archive.example· 3 days ago");
    expect(links[0].querySelector("[title]")?.getAttribute("title")).toBe("Mar 2, 2031");
    expect(links.every((link) => link.getAttribute("target") === "_blank" && link.getAttribute("rel") === "noopener noreferrer")).toBe(true);
  });

  it("says a page's age in the reader's language, and shows an age that is not a date as it came", () => {
    vi.useFakeTimers({ now: new Date(2031, 2, 5, 12) });
    const results = [
      { url: "https://a.example/", title: "A", site: "a.example", age: "March 2, 2031" },
      { url: "https://b.example/", title: "B", site: "b.example", age: "March 9, 2031" },
      { url: "https://c.example/", title: "C", site: "c.example", age: "a while back" },
    ];
    const view = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <WebSearchCard part={{ ...base, results }} />
      </I18nProvider>,
    );
    const [group] = byRole(view.container, "group", "联网搜索");
    expect(byRole(group, "link").map((link) => link.textContent)).toEqual([
      "Aa.example· 3天前",
      "Bb.example· 2031年3月9日",
      "Cc.example· a while back",
    ]);
  });

  it("lists a result with an unsafe URL as plain text, not a link", () => {
    const results = [
      { url: "javascript:alert(1)", title: "Script", site: "x" },
      { url: "data:text/html,<b>hi</b>", title: "Data", site: "y" },
      { url: "https://ok.example/", title: "Fine", site: "ok.example" },
    ];
    const view = render(<WebSearchCard part={{ ...base, results }} />);
    const links = byRole(view.container, "link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://ok.example/"]);
    expect(view.container.textContent).toContain("Script");
    expect(view.container.textContent).toContain("Data");
  });

  it("shows the error code, the searching state and hidden results", () => {
    const failed = render(<WebSearchCard part={{ ...base, status: "error", error: "max_uses_exceeded" }} />);
    expect(failed.container.textContent).toContain("Search failed: max_uses_exceeded");
    const searching = render(<WebSearchCard part={{ ...base, status: "searching" }} />);
    expect(byRole(searching.container, "status")[0].textContent).toBe("Searching…");
    const hidden = render(<WebSearchCard part={{ ...base, resultsVisible: false }} />);
    expect(hidden.container.textContent).toContain("The results went straight to the model.");
  });
});
