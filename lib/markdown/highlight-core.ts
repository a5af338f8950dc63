// Syntax highlighting with shiki's fine-grained core, every part loaded on first use:
// the core and the JavaScript regex engine, two themes, then each language as it appears.
// In the browser this runs in a worker (see highlighter.ts): the first use of a grammar compiles
// its patterns, a few hundred milliseconds that would otherwise block the page mid-stream.
import type { HighlighterCore } from "shiki/core";
import { loadOnce, type LoadOnce } from "@/lib/async/load-once";
import { languageLoader, resolveLanguage } from "@/lib/markdown/shiki-languages";

export interface HighlightToken {
  content: string;
  /** CSS custom properties `--shiki-light` and `--shiki-dark` (and font styles) for this token. */
  style: Record<string, string>;
}

export type HighlightedLines = HighlightToken[][];

const loadCore = loadOnce(async () => {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
    import("shiki/core"),
    import("shiki/engine/javascript"),
  ]);
  return createHighlighterCore({
    themes: [import("@shikijs/themes/github-light-default"), import("@shikijs/themes/github-dark-default")],
    langs: [],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
});

const languages = new Map<string, LoadOnce<void>>();

function loadLanguage(highlighter: HighlighterCore, id: string): Promise<void> {
  let load = languages.get(id);
  if (!load) languages.set(id, (load = loadOnce(() => highlighter.loadLanguage(languageLoader(id)))));
  return load();
}

/** Tokens of `code` with both themes' colours, or null for a language we do not highlight. */
export async function highlightInThread(code: string, label: string): Promise<HighlightedLines | null> {
  const id = resolveLanguage(label);
  if (!id) return null;
  const highlighter = await loadCore();
  await loadLanguage(highlighter, id);
  const { tokens } = highlighter.codeToTokens(code, {
    lang: id,
    themes: { light: "github-light-default", dark: "github-dark-default" },
    defaultColor: false,
  });
  return tokens.map((line) => line.map((token) => ({ content: token.content, style: token.htmlStyle ?? {} })));
}

/** What the page asks the highlighter's worker (highlighter.ts): the code and its fence's label. */
export interface HighlightJob {
  code: string;
  label: string;
}

/** One job, in the worker or, where there is none, on the page. */
export const highlightJob = ({ code, label }: HighlightJob) => highlightInThread(code, label);
