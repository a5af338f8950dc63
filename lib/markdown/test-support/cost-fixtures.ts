// Blocks for the parse-cost tests: crafted ones that made micromark superlinear, and ordinary replies
// that must still render as markdown. The timings are react-markdown with the chat's plugins and
// components, unguarded, in Node on the shared 2-core machine (under load, so rough); guarded, each
// renders in under 0.4 s. Deterministic, so a failure names a text that can be looked at.

const repeat = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Each of these took seconds to parse and draw (most of them tens of seconds), or crashed. */
export const adversarialBlocks: Record<string, string> = {
  // 40 KB of emphasis, link and strikethrough markers: 184 s, 59 s, 41 s.
  starUnderscore: repeat("*_", 40_000),
  bracketUnderscore: repeat("[_", 40_000),
  tickTilde: repeat("`~", 40_000),
  // Closers with no opener, each walking back over the whole paragraph: 7.3 s.
  closersAfterEscapes: repeat("\\!", 36_000) + repeat("a_ ", 4_000),
  // One "[", and the literal autolink check at every word after it walks back to it: 57 s.
  strayBracket: "[" + repeat("中a", 40_000),
  // Setext underlines, each copying the block's events: 41 s.
  setextHeadings: repeat("a\n=\n", 32_000),
  // Sibling items closing a nested list, each copying the block's events: 27 s.
  nestedListItems: repeat("- a\n  - b\n", 40_000),
  // Lazy lines continuing a quote: 3.5 s for 16 KB.
  lazyQuote: "> a\n" + repeat("b\n", 16_000),
  // List markers nested on one line: 70 s, then a stack overflow.
  nestedMarkers: repeat("- ", 20_000) + "a",
  // 2 500 columns padded into 5 000 short rows: 12.5 million cells, out of memory at 3 GB.
  tableCells: "|" + repeat("a|", 5_000) + "\n|" + repeat("-|", 5_000) + "\n" + repeat("a\n", 10_000),
  // A reference link copying a 20 KB URL 3 000 times: 1.5 s and 30 MB of HTML.
  referenceCopies: "[a]: <" + repeat("h", 20_000) + ">\n" + repeat("[a]", 9_000),
  // A streamed line of "[" (issue 29): 1 s here, 3-8 s in the page, on every render while it streams.
  bracketLine: repeat("[", 300_000),
  // Labels that open no link, each splitting the text it sits in: 1-4.6 s (600 KB: 65 s).
  bracketLabels: repeat("[a] ", 150_000),
};

const row = (i: number) =>
  `| **Item ${i}** | \`code_${i}\` | [docs](https://example.com/items/${i}) | Something *useful* about item ${i}. |`;

const step = (i: number) =>
  `${i}. **Step ${i}**: run the command below, then check [the guide](https://example.com/step/${i}).\n\n` +
  "   ```python\n" +
  `   def handle_${i}(items: list[int]) -> dict[str, int]:\n` +
  "       return {str(k): v * 2 for k, v in enumerate(items) if v > 0}\n" +
  "   ```";

const sentence = (i: number) =>
  `Sentence ${i} has **bold words**, some *emphasis*, a bit of \`inline_code()\`, ` +
  `a [link](https://example.com/${i}) and ~~struck~~ text, then plain words to finish it. `;

/** Ordinary replies, larger than usual: each must still be parsed as markdown. */
export const ordinaryBlocks: Record<string, string> = {
  longParagraph: Array.from({ length: 40 }, (_, i) => sentence(i)).join(""),
  table80Rows:
    "| Name | Code | Link | Notes |\n|---|---|---|---|\n" + Array.from({ length: 80 }, (_, i) => row(i)).join("\n") + "\n",
  codeLinkTable:
    "| Function | What it does |\n|---|---|\n" +
    Array.from({ length: 60 }, (_, i) => `| [\`fn_${i}\`](https://example.com/fn/${i}) | Returns item ${i}. |`).join("\n"),
  numberedList: Array.from({ length: 120 }, (_, i) => `${i + 1}. **Point ${i}**: ${sentence(i)}`).join("\n"),
  bulletList: Array.from({ length: 200 }, (_, i) => `- **Entry ${i}** — see [source ${i}](https://example.com/s/${i}).`).join("\n"),
  stepsWithCode: Array.from({ length: 12 }, (_, i) => step(i + 1)).join("\n\n"),
  nestedOutline: Array.from({ length: 300 }, (_, i) => "  ".repeat(i % 4) + `- Level ${i % 4} point with *some* words ${i}`).join("\n"),
  codeBlock: "```tsx\n" + Array.from({ length: 1500 }, (_, i) => `  <Item key={${i}} value={rows[${i}] * 2} label="a_${i}" />`).join("\n") + "\n```\n",
  quoteThread: Array.from({ length: 60 }, (_, i) => "> ".repeat(1 + (i % 3)) + sentence(i)).join("\n"),
  mathParagraph: Array.from({ length: 30 }, (_, i) => `Let $x_${i} = a_{i} + b_{j}^2$ for step ${i}.`).join(" "),
  // Task lists, citations, images, footnotes and bracket math, in the amounts a long reply holds them.
  bracketsEverywhere:
    Array.from({ length: 60 }, (_, i) => `- [${i % 3 ? " " : "x"}] Task ${i}: see [${i}] and ![icon ${i}](https://example.com/i/${i}.png)`).join("\n") +
    "\n\n" +
    Array.from({ length: 50 }, (_, i) => `Claim ${i} holds [${i}][${i + 1}], see [the note](#n${i})[^${i % 3}].`).join(" ") +
    "\n\n" +
    Array.from({ length: 20 }, (_, i) => `\\[ [a, b] \\subset [0, ${i}] \\]`).join("\n\n") +
    "\n\n" +
    Array.from({ length: 3 }, (_, i) => `[^${i}]: Footnote ${i}.`).join("\n"),
  jsxInList: "1. Add the component:\n\n   ```jsx\n" + Array.from({ length: 200 }, (_, i) => `   <div className="row-${i}"><span>{items[${i}]}</span></div>`).join("\n") + "\n   ```\n",
};
