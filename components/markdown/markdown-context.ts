// What a rendered block needs from its surroundings without taking it as props (so memoised
// blocks are not re-rendered for it): whether code may be highlighted, and the math plugins once
// loaded.
import { createContext } from "react";
import type { Options } from "react-markdown";

export interface MathPlugins {
  remark: NonNullable<Options["remarkPlugins"]>;
  rehype: NonNullable<Options["rehypePlugins"]>;
}

/** True where code blocks are finished and may be syntax-highlighted. */
export const HighlightContext = createContext(true);

export const MathContext = createContext<MathPlugins | null>(null);
