// Markdown documents that exercise every way a construct can outlive a blank line.
// Shared by the splitter tests and the render-equivalence test.
export const markdownCorpus: Record<string, string> = {
  paragraphs: "Hello **world**.\n\nSecond paragraph\nwith a soft break.\n\n\nThird after two blanks.\n",
  headings: "# Title\n\nIntro text.\n\n## Section\nText under it.\n\nSetext\n======\n\n---\n\nAfter rule.",
  tightList: "- one\n- two\n- three\n\nAfter the list.",
  looseList: "- one\n\n- two\n\n- three\n\nAfter.\n\n1. first\n\n2. second\n\n   continued paragraph\n\n3. third\n",
  nestedLists:
    "1. Step one\n   - sub a\n   - sub b\n\n     more of b\n\n2. Step two\n    1. deep\n\n       deeper para\n\nDone.\n\n* star\n\n+ plus\n\n- dash\n",
  listWithFence:
    "1. Install:\n   ```bash\n   npm install\n\n   npm run build\n   ```\n2. Run it\n\n- item\n  ```\n  code\n\nnot code: the item ended\n\n```\nreal fence\n```\n",
  fences:
    "Before.\n\n```ts\nconst a = 1;\n\n\nconst b = 2;\n```\n\nBetween.\n\n~~~python\ndef f():\n\n    return 1\n```\nstill code\n~~~\n\n````md\n```js\ninner\n```\n\n````\nAfter.\n",
  fenceInterruptsParagraph: "Text right before\n```\nx\n\ny\n```\ntext right after\n\nEnd.",
  unclosedFence: "Intro.\n\n```js\nconst x = 1;\n\nconst y = 2;\n",
  indentedCode: "Para.\n\n    code line 1\n\n    code line 3\n\nAfter code.\n\n\tTabbed code\n\n\tmore\n",
  math: "Inline $a+b$ math.\n\n$$\n\\int_0^1 x\\,dx\n\n= \\frac12\n$$\n\nText $$x$$ inline.\n\n$$$\na\n\n$$\nb\n$$$\n\nEnd.",
  tables:
    "| Name | Value |\n| --- | ---: |\n| a | 1 |\n| b | `2` |\n\nText.\n\n| x |\n|---|\n| y |\nlazy row\n\nAfter table.",
  blockquotes: "> Quote line 1\n> line 2\n>\n> - list in quote\n\n> Second quote\n\n> ```\n> code in quote\n>\n> more\n> ```\n\nafter quote",
  quoteFenceEndedByBlank: "> ```\n> code\n\nplain paragraph\n\n```\nfenced\n```\n",
  htmlLooking:
    "Text with <b>tags</b> and <script>alert(1)</script>.\n\n<div>\nblock html\n\nafter div</div>\n\n<!-- comment\n\nstill comment -->\n\n<pre>\n\nkept\n\n</pre>\n\nEnd <img src=x onerror=alert(1)>.",
  linksAndImages:
    "A [link](https://example.com) and <https://auto.link> and www.example.org.\n\n![alt](https://img.example/p.png)\n\n[bad](javascript:alert(1))",
  taskAndStrike: "- [x] done\n- [ ] todo\n\n~~struck~~ text.\n",
  mixed:
    "# Report\n\nSome *emphasis* and `code`.\n\n- a\n- b\n\n  ```python\n  print(1)\n\n  print(2)\n  ```\n\n- c\n\n> note\n\n| h1 | h2 |\n|----|----|\n| 1  | 2  |\n\n1) x\n\n2) y\n\nTrailing text without newline",
  crlf: "Line one\r\n\r\n- a\r\n\r\n- b\r\n\r\n```\r\ncode\r\n\r\nmore\r\n```\r\n\r\nend\r\n",
  thematicBreakAfterList: "- a\n\n* * *\n\n- b\n\n---\n\ntext",
};
