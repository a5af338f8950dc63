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
  // Escapes, code spans, character references, math spans (with math loaded) and HTML split the
  // text after them the same way: 2.2-2.8 s, 0.9-3.4 s, 0.8-2.8 s, 4.3-5 s and 2.5-9 s.
  escapeSplits: repeat("\\!a b ", 150_000),
  codeSpanSplits: repeat("`a` b, ", 175_000),
  referenceSplits: repeat("&amp; b, ", 169_000),
  mathSpanSplits: repeat("\\(a\\) b, ", 150_000),
  htmlSplits: repeat("<b> b c ", 200_000),
  // Items each closing the quote in the item before, each copying the block's events: 11-12 s.
  quotedItems: repeat("- > a\n", 48_000),
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

// A derivation the way Kimi writes one: LaTeX's own delimiters, inline, in one long paragraph.
const derivation = [
  "Write the loss as \\[ L(\\theta) = \\frac{1}{2n} \\sum_{i=1}^{n} (y_i - \\theta^\\top x_i)^2 \\] for \\(\\theta \\in \\mathbb{R}^d\\).",
  "Its gradient is \\(\\nabla L(\\theta) = -\\frac{1}{n} \\sum_{i} x_i (y_i - \\theta^\\top x_i)\\), so a minimiser satisfies \\[ X^\\top X \\theta = X^\\top y, \\] the normal equations.",
  "When \\(X^\\top X\\) is invertible this gives \\(\\hat\\theta = (X^\\top X)^{-1} X^\\top y\\), and the residual \\(r = y - X\\hat\\theta\\) is orthogonal to every column of \\(X\\).",
  "Gradient descent \\(\\theta_{k+1} = \\theta_k - \\eta \\nabla L(\\theta_k)\\) shrinks the error along each eigenvector by \\(|1 - \\eta \\lambda|\\), where \\(\\lambda\\) runs over the eigenvalues of \\(\\frac{1}{n} X^\\top X\\).",
  "With \\(\\kappa = \\lambda_{\\max} / \\lambda_{\\min}\\) the best fixed step \\(\\eta = 2 / (\\lambda_{\\max} + \\lambda_{\\min})\\) gives the rate \\[ \\rho = \\frac{\\kappa - 1}{\\kappa + 1}, \\] so after \\(k\\) steps the error is at most \\(\\rho^k \\|\\theta_0 - \\hat\\theta\\|\\).",
  "Adding a penalty \\(\\frac{\\mu}{2} \\|\\theta\\|^2\\) shifts every eigenvalue by \\(\\mu\\), which is why ridge regression is better conditioned: \\[ \\kappa_\\mu = \\frac{\\lambda_{\\max} + \\mu}{\\lambda_{\\min} + \\mu} < \\kappa. \\]",
  "For \\(n = 10^4\\) samples and \\(d = 50\\) features a step costs \\(O(nd)\\) operations, against \\(O(nd^2 + d^3)\\) for solving the normal equations directly.",
  "So \\[ \\|\\theta_k - \\hat\\theta\\| \\le \\epsilon \\] is reached after about \\(\\kappa \\log(1/\\epsilon)\\) steps.",
  "Both routes reach the same \\(\\hat\\theta\\); the choice is about cost, since the \\(d^3\\) term dominates once \\(d > 10^3\\).",
  "For a check, take \\[ X = \\begin{pmatrix} 1 & 0 \\\\ 0 & 2 \\end{pmatrix}, \\] so \\(\\lambda \\in \\{1, 4\\}\\), \\(\\kappa = 4\\) and \\[ \\rho = 3/5 \\] per step.",
  "Starting from \\(\\theta_0 = 0\\) the error after ten steps is below \\(0.6^{10} \\approx 0.006\\) of \\(\\|\\hat\\theta\\|\\), which matches \\[ \\kappa \\log(1/\\epsilon) = 4 \\log 166 \\approx 20 \\] as a rough bound.",
].join(" ");

// Half-open intervals in math: a `[` no `]` closes, which is only text to the math it is in.
const intervals = [
  "Let \\(U\\) be uniform on \\([0, 1)\\) and set \\(X = -\\log(1 - U)\\), so \\(X\\) takes values in \\([0, \\infty)\\).",
  "For \\(x \\in [0, \\infty)\\) we get \\[ P(X \\le x) = P(U \\le 1 - e^{-x}) = 1 - e^{-x}, \\] the exponential distribution with rate \\(1\\).",
  "Its density is \\(f(x) = e^{-x}\\) on \\((0, \\infty)\\), and \\(E[X] = \\int_0^\\infty x e^{-x} \\, dx = 1\\).",
  "More generally \\(X / \\lambda\\) has rate \\(\\lambda\\), mean \\(1/\\lambda\\) and variance \\(1/\\lambda^2\\) for any \\(\\lambda \\in (0, \\infty)\\).",
  "The memoryless property \\(P(X > s + t \\mid X > s) = P(X > t)\\) holds for all \\(s, t \\ge 0\\), since \\[ \\frac{e^{-(s+t)}}{e^{-s}} = e^{-t}. \\]",
  "If \\(p \\in (0, 1]\\) is the chance of success in each trial, the number of trials \\(N\\) until the first success satisfies \\(P(N > n) = (1 - p)^n\\), a discrete analogue.",
  "Splitting \\([0, 1)\\) into \\(n\\) intervals \\([k/n, (k+1)/n)\\) and counting the points of \\(U_1, \\dots, U_m\\) in each gives bars that converge to \\(1\\) as \\(m \\to \\infty\\).",
  "Finally, \\(\\min(X_1, \\dots, X_k)\\) of independent rate-\\(1\\) variables has rate \\(k\\), because \\(P(\\min > x) = e^{-kx}\\) for \\(x \\in [0, \\infty)\\).",
].join(" ");

const reference = (i: number) =>
  `[^${i}]: ${["Smith, J.", "Chen, L.", "García, M.", "Okafor, A."][i % 4]} (${2000 + (i % 24)}). "Study ${i} of the effect." ` +
  `*Journal of Examples*, ${(i % 40) + 1}(${(i % 4) + 1}), ${10 * i + 1}–${10 * i + 9}. https://doi.org/10.1000/ex.${i}`;

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
  derivation,
  intervals: intervals + " " + intervals,
  footnotes:
    Array.from({ length: 80 }, (_, i) => `Finding ${i + 1} was replicated[^${i + 1}].`).join(" ") +
    "\n\n" +
    Array.from({ length: 80 }, (_, i) => reference(i + 1)).join("\n"),
  checklist: Array.from({ length: 900 }, (_, i) => `- [${i % 4 ? " " : "x"}] Task ${i + 1}`).join("\n"),
};
