// Deterministic chat-like markdown for the browser benchmark (paragraphs, bullet lists, inline code,
// fenced code blocks), and the Anthropic SSE body that streams it as text_delta events.
// 1 token ≈ 4 characters, the usual rule of thumb.

export const CHARS_PER_TOKEN = 4;

const SENTENCES = [
  "The renderer keeps finished blocks untouched and only reparses the tail as new text arrives.",
  "A reply like this one mixes prose with `inline code`, **bold words** and _emphasis_ in most paragraphs.",
  "Call `openDatabase()` once and share the handle, since every open costs a round trip to IndexedDB.",
  "Long answers are where a chat client shows its costs: every token must land on screen without stalling input.",
  "The gateway relays bytes as they come, so the browser decides how often the page is updated.",
  "Use `Array.prototype.findLast` when the newest matching entry is the one you want.",
  "Nothing in this paragraph is special, which is exactly what most of a long reply looks like.",
  "Set `maxTokens` high enough for the answer, or the reply stops with a `max_tokens` notice.",
];

const BULLETS = [
  "measure before changing anything",
  "keep `useMemo` dependencies narrow",
  "batch writes to IndexedDB a few times a second",
  "let finished blocks stay memoised",
  "highlight code only once a block is complete",
  "prefer `requestAnimationFrame` over timers for visual updates",
];

const CODE_BLOCKS = [
  [
    "```ts",
    "export function chunk<T>(items: readonly T[], size: number): T[][] {",
    "  const out: T[][] = [];",
    "  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));",
    "  return out;",
    "}",
    "```",
  ],
  [
    "```python",
    "def moving_average(values, window):",
    "    total = sum(values[:window])",
    "    yield total / window",
    "    for i in range(window, len(values)):",
    "        total += values[i] - values[i - window]",
    "        yield total / window",
    "```",
  ],
  [
    "```bash",
    "NEXT_DIST_DIR=.next-bench2 npx next build",
    "NEXT_DIST_DIR=.next-bench2 npm run bench",
    "```",
  ],
];

/** Markdown of about `tokens` tokens (×4 characters), ending with `marker` as the last word. */
export function benchMarkdown(tokens: number, marker: string): string {
  const target = tokens * CHARS_PER_TOKEN;
  const parts: string[] = [];
  let length = 0;
  const push = (text: string) => {
    parts.push(text);
    length += text.length + 2;
  };
  for (let section = 0; length < target; section++) {
    push(`## Part ${section + 1}`);
    push([0, 1, 2].map((k) => SENTENCES[(section * 3 + k) % SENTENCES.length]).join(" "));
    if (section % 2 === 0) push([0, 1, 2, 3].map((k) => `- ${BULLETS[(section + k) % BULLETS.length]}`).join("\n"));
    push([3, 4].map((k) => SENTENCES[(section * 2 + k) % SENTENCES.length]).join(" "));
    if (section % 3 === 1) push(CODE_BLOCKS[Math.floor(section / 3) % CODE_BLOCKS.length].join("\n"));
    push(SENTENCES[(section + 5) % SENTENCES.length]);
  }
  let text = parts.join("\n\n");
  // Trim to the target at a paragraph boundary, then end with a plain paragraph holding the marker.
  if (text.length > target) {
    const cut = text.lastIndexOf("\n\n", target);
    if (cut > 0) text = text.slice(0, cut);
  }
  return `${text}\n\nThat is the end of this long reply ${marker}`;
}

/** Cuts `text` into deltas of `size` characters; the last delta is the only one holding `marker`. */
export function textDeltas(text: string, size: number, marker: string): string[] {
  const at = text.lastIndexOf(marker);
  if (at < 0) throw new Error("textDeltas: the text does not contain the marker");
  const body = text.slice(0, at);
  const deltas: string[] = [];
  for (let i = 0; i < body.length; i += size) deltas.push(body.slice(i, i + size));
  const last = deltas.pop() ?? "";
  deltas.push(last + text.slice(at));
  return deltas;
}

const sse = (data: Record<string, unknown>) => `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`;

/** A complete Anthropic Messages stream whose single text block streams `deltas` in order. */
export function anthropicTextSse(deltas: readonly string[], model = "kimi-k3.1-pro"): string {
  const usage = { input_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 };
  const events = [
    sse({
      type: "message_start",
      message: { id: "msg_browser_bench", type: "message", role: "assistant", model, content: [], stop_reason: null, stop_sequence: null, usage },
    }),
    sse({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
    ...deltas.map((text) => sse({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text } })),
    sse({ type: "content_block_stop", index: 0 }),
    sse({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { ...usage, output_tokens: deltas.length } }),
    sse({ type: "message_stop" }),
  ];
  return events.join("");
}
