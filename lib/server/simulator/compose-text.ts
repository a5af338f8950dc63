import "server-only";

import type { Rng } from "./rng";
import type { SimRequest, SimToolResult } from "./request-view";
import type { SimSearchResult } from "./web-results";

// The words of a simulated reply. It says it is simulated, quotes the question, and uses a little
// markdown (a list, inline code, a fenced block) so the first thing a self-hoster sees exercises the UI.

const DEMO_NOTE =
  "*Simulated reply: Moonlit is running in demo mode (no `EVOLINK_API_KEY` is set), so Kimi was not contacted.*";

const OPENINGS = [
  "Here is what this demo shows:",
  "A few things to notice in this reply:",
  "While you are here, this reply shows off the renderer:",
];

const CLOSINGS = [
  "Set `EVOLINK_API_KEY` on the server and restart to talk to the real model.",
  "Add your EvoLink key (`EVOLINK_API_KEY`) to get real answers from Kimi.",
  "Everything above was generated locally; with an API key the same UI streams real answers.",
];

/** A short, one-line version of the question, for thinking text and code samples. */
export function shortQuestion(text: string, max = 60): string {
  const line = text.trim().replace(/\s+/g, " ");
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}…` : line;
}

function quote(text: string): string {
  const short = shortQuestion(text, 160);
  return short ? `> ${short}` : "> (no text, only attachments)";
}

export function attachmentNote(req: SimRequest): string {
  const parts: string[] = [];
  if (req.images > 0) parts.push(`${req.images} image${req.images === 1 ? "" : "s"}`);
  if (req.videos > 0) parts.push(`${req.videos} video${req.videos === 1 ? "" : "s"}`);
  if (parts.length === 0) return "";
  return `You attached ${parts.join(" and ")}. A real model would look at them; the simulator can only count them.`;
}

function codeSample(req: SimRequest, rng: Rng): string {
  const ask = shortQuestion(req.userText, 40).replace(/["\\`]/g, "'") || "hello";
  const samples = [
    ["ts", `const reply = await moonlit.ask("${ask}");\nconsole.log(reply.text); // simulated`],
    ["python", `reply = moonlit.ask("${ask}")\nprint(reply.text)  # simulated`],
    ["json", JSON.stringify({ model: req.model, question: ask, simulated: true }, null, 2)],
  ];
  const [lang, code] = rng.pick(samples);
  return `\`\`\`${lang}\n${code}\n\`\`\``;
}

export function plainAnswer(req: SimRequest, rng: Rng): string {
  const totalInput = req.tokens.input + req.tokens.cacheRead + req.tokens.cacheWrite;
  const lines = [
    DEMO_NOTE,
    "",
    "You asked:",
    "",
    quote(req.userText),
    "",
    ...(attachmentNote(req) ? [attachmentNote(req), ""] : []),
    rng.pick(OPENINGS),
    "",
    "- **Thinking** streams first; open the *Thinking* panel above to read it.",
    "- Replies render as markdown: lists, `inline code` and fenced code blocks.",
    `- Usage is counted for \`${req.model}\` (about ${totalInput} input tokens here).`,
    "",
    codeSample(req, rng),
    "",
    rng.pick(CLOSINGS),
  ];
  return lines.join("\n");
}

export function toolIntro(name: string): string {
  return `I'll call \`${name}\` to help with that (simulated call).`;
}

export function toolResultAnswer(req: SimRequest, results: SimToolResult[]): string {
  const sections = results.map((result) => {
    const body = Array.from(result.content.replace(/```/g, "'''")).slice(0, 400).join("");
    const lang = looksLikeJson(result.content) ? "json" : "text";
    const status = result.isError ? " reported an error" : " returned";
    return `The \`${result.name}\` tool${status}:\n\n\`\`\`${lang}\n${body || "(empty result)"}\n\`\`\``;
  });
  return [
    "*Simulated reply (demo mode).*",
    "",
    ...sections.flatMap((s) => [s, ""]),
    `Based on ${results.length === 1 ? "that result" : "those results"}, for your question “${shortQuestion(req.userText)}”:`,
    "",
    `- the tool output is ${results.reduce((n, r) => n + r.content.length, 0)} characters long;`,
    "- a real model would reason about it; the simulator just quotes it back.",
  ].join("\n");
}

export interface AnswerPiece {
  text: string;
  cite?: SimSearchResult;
}

/** The web-search answer as pieces; a piece with `cite` becomes a cited text block (Anthropic). */
export function searchAnswerPieces(query: string, results: SimSearchResult[]): AnswerPiece[] {
  const [first, second] = results;
  const sources = results.map((r) => `- [${r.title}](${r.url})`).join("\n");
  return [
    { text: `*Simulated reply: the search and its sources are invented.*\n\nI searched the web for “${query}”. ` },
    { text: "One source says a good overview starts with the history and the figures behind it", cite: first },
    { text: ", and " },
    { text: "another notes that most readers want dates, costs and a few next steps", cite: second },
    { text: `.\n\n**Sources**\n\n${sources}\n\nSet \`EVOLINK_API_KEY\` to search for real.` },
  ];
}

/** OpenAI has no citation blocks: the same answer with the sources as inline links. */
export function searchAnswerText(query: string, results: SimSearchResult[]): string {
  return searchAnswerPieces(query, results)
    .map((piece) => (piece.cite ? `${piece.text} ([${piece.cite.title}](${piece.cite.url}))` : piece.text))
    .join("");
}

export function jsonObjectAnswer(req: SimRequest): Record<string, unknown> {
  return {
    answer: "This is a simulated JSON reply from Moonlit's demo mode.",
    question: shortQuestion(req.userText, 160),
    simulated: true,
  };
}

function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return /^\s*[[{]/.test(text);
  } catch {
    return false;
  }
}
