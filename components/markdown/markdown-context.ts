// What a rendered block needs from its surroundings without taking it as props (so memoised
// blocks are not re-rendered for it): whether code may be highlighted, the math plugins once
// loaded, and the UI strings for code blocks.
import { createContext } from "react";
import type { Options } from "react-markdown";

export interface MathPlugins {
  remark: NonNullable<Options["remarkPlugins"]>;
  rehype: NonNullable<Options["rehypePlugins"]>;
}

export interface CodeLabels {
  copyCode: string;
  copy: string;
  copied: string;
}

export const defaultCodeLabels: CodeLabels = { copyCode: "Copy code", copy: "Copy", copied: "Copied" };

/** True where code blocks are finished and may be syntax-highlighted. */
export const HighlightContext = createContext(true);

export const MathContext = createContext<MathPlugins | null>(null);

export const CodeLabelsContext = createContext<CodeLabels>(defaultCodeLabels);
