import "server-only";

import type { Rng } from "./rng";
import type { SimRequest, SimToolResult } from "./request-view";
import type { SimSearchResult } from "./web-results";
import { wordsFor } from "./demo-language";

// The words of a simulated reply. It says it is simulated, quotes the question, and uses a little
// markdown (a list, inline code, a fenced block) so the first thing a self-hoster sees exercises the UI;
// in the prompt's language (demo-language.ts).

/** A short, one-line version of the question, for thinking text and code samples. */
export function shortQuestion(text: string, max = 60): string {
  const line = text.trim().replace(/\s+/g, " ");
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}…` : line;
}

function quote(text: string): string {
  const short = shortQuestion(text, 160);
  return `> ${short || wordsFor(text).noText}`;
}

export function attachmentNote(req: SimRequest): string {
  const words = wordsFor(req.userText);
  const parts: string[] = [];
  if (req.images > 0) parts.push(words.images(req.images));
  if (req.videos > 0) parts.push(words.videos(req.videos));
  if (parts.length === 0) return "";
  return words.attachments(parts.join(words.and));
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
  const words = wordsFor(req.userText);
  const lines = [
    words.note,
    "",
    words.youAsked,
    "",
    quote(req.userText),
    "",
    ...(attachmentNote(req) ? [attachmentNote(req), ""] : []),
    rng.pick(words.openings),
    "",
    ...words.bullets(req.model, totalInput),
    "",
    codeSample(req, rng),
    "",
    rng.pick(words.closings),
  ];
  return lines.join("\n");
}

export function toolIntro(req: SimRequest, name: string): string {
  return wordsFor(req.userText).toolIntro(name);
}

export function toolResultAnswer(req: SimRequest, results: SimToolResult[]): string {
  const words = wordsFor(req.userText);
  const fence = "```";
  const sections = results.map((result) => {
    const body = Array.from(result.content.split(fence).join("'''")).slice(0, 400).join("");
    const lang = looksLikeJson(result.content) ? "json" : "text";
    return `${words.toolReturned(result.name, result.isError)}\n\n${fence}${lang}\n${body || words.emptyResult}\n${fence}`;
  });
  return [
    words.toolNote,
    "",
    ...sections.flatMap((s) => [s, ""]),
    words.basedOn(results.length, shortQuestion(req.userText)),
    "",
    words.outputLength(results.reduce((n, r) => n + r.content.length, 0)),
    words.quotesBack,
  ].join("\n");
}

export interface AnswerPiece {
  text: string;
  cite?: SimSearchResult;
}

/** The web-search answer as pieces; a piece with `cite` becomes a cited text block (Anthropic). */
export function searchAnswerPieces(query: string, results: SimSearchResult[]): AnswerPiece[] {
  const words = wordsFor(query);
  const [first, second] = results;
  const sources = results.map((r) => `- [${r.title}](${r.url})`).join("\n");
  return [
    { text: words.searchNote(query) },
    { text: words.searchFirst, cite: first },
    { text: words.searchAnd },
    { text: words.searchSecond, cite: second },
    { text: words.searchSources(sources) },
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
    answer: wordsFor(req.userText).jsonAnswer,
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
