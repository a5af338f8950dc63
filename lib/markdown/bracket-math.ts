// Models write LaTeX's own delimiters, `\[ … \]` for display math and `\( … \)` inline, which
// CommonMark reads as escaped brackets (the backslashes vanish and "[ E = mc^2 ]" shows). remark-math
// knows only dollars, so these are rewritten to dollars before parsing, outside code. A `\[` that
// opens a line and a `\]` that ends one make display math; elsewhere they stay inline.

/** Whether `text` may hold math: a dollar, or `\[` / `\(`. */
export function mayHoldMath(text: string): boolean {
  return text.includes("$") || /\\[[(]/.test(text);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// `\[…\]` or `\(…\)` not escaped themselves (`\\[` is a LaTeX line break with spacing).
const BRACKETS = /(?<!\\)\\\[([\s\S]+?)(?<!\\)\\\]|(?<!\\)\\\(([\s\S]+?)(?<!\\)\\\)/g;
const CODE_SPAN = /(`+)[\s\S]*?(?<!`)\1(?!`)/g;

/** One block's source with bracket math as dollar math; unchanged when it has none or is code. */
export function bracketMathToDollars(block: string): string {
  if (!/\\[[(]/.test(block) || FENCE.test(block)) return block;
  let out = "";
  let at = 0;
  for (const span of block.matchAll(CODE_SPAN)) {
    out += convert(block.slice(at, span.index)) + span[0];
    at = span.index + span[0].length;
  }
  return out + convert(block.slice(at));
}

function convert(text: string): string {
  return text.replace(BRACKETS, (whole, display: string | undefined, inline: string | undefined, offset: number) => {
    if (inline !== undefined) return `$${inline.trim()}$`;
    const opensLine = offset === 0 || text[offset - 1] === "\n";
    const end = offset + whole.length;
    const endsLine = end === text.length || text[end] === "\n";
    return opensLine && endsLine ? `$$\n${display!.trim()}\n$$` : `$$${display!.trim()}$$`;
  });
}
