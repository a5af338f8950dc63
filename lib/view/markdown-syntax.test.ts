import { describe, expect, it } from "vitest";
import { codeSpan, fenced, link, quoted } from "./markdown-syntax";

describe("markdown syntax", () => {
  it("fences with more backticks than the body holds", () => {
    expect(fenced('{"a": 1}', "json")).toBe('```json\n{"a": 1}\n```');
    expect(fenced("```js\ncode\n```")).toBe("````\n```js\ncode\n```\n````");
  });

  it("wraps code spans around backticks", () => {
    expect(codeSpan("get_weather")).toBe("`get_weather`");
    expect(codeSpan("a`b")).toBe("``a`b``");
    expect(codeSpan("`x")).toBe("`` `x ``");
  });

  it("quotes every line, blank ones too", () => {
    expect(quoted("one\n\ntwo")).toBe("> one\n>\n> two");
  });

  it("writes links that odd titles and URLs cannot break", () => {
    expect(link("Moon", "https://example.com/moon")).toBe("[Moon](https://example.com/moon)");
    expect(link("a [b] \\c", "https://w.example/A_(b) c")).toBe("[a \\[b\\] \\\\c](https://w.example/A_%28b%29%20c)");
    expect(link("click", "javascript:alert(1)")).toBe("click");
    expect(link("x", " data:text/html,<script>")).toBe("x");
  });
});
