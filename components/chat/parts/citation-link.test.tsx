// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { Citation } from "@/lib/view/parts";
import { CitationLink } from "./citation-link";
import { byRole, render } from "./test-support/render";

const citation = (url: string): Citation => ({ number: 1, url, title: "Source", citedTexts: ["passage"] });

describe("CitationLink", () => {
  it("links to an http(s) source", () => {
    const view = render(<CitationLink citation={citation("https://ok.example/page")} />);
    expect(byRole(view.container, "link").map((a) => a.getAttribute("href"))).toEqual(["https://ok.example/page"]);
    view.unmount();
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", " JavaScript:void(0)"])("shows %s as plain text", (url) => {
    const view = render(<CitationLink citation={citation(url)} />);
    expect(byRole(view.container, "link")).toHaveLength(0);
    expect(view.container.querySelector("[href]")).toBeNull();
    expect(view.container.textContent).toContain("[1]");
    view.unmount();
  });
});
