"use client";
import { memo, useContext } from "react";
import ReactMarkdown, { type Options } from "react-markdown";
import { gfm } from "@/components/markdown/gfm-plugin";
import { markdownComponents } from "@/components/markdown/markdown-components";
import { MathContext } from "@/components/markdown/markdown-context";
import { bracketMathToDollars, mayHoldMath } from "@/lib/markdown/bracket-math";
import { withinParseLimits } from "@/lib/markdown/parse-cost";
import { safeUrl } from "@/lib/markdown/safe-url";

type Plugins = NonNullable<Options["remarkPlugins"]>;

const gfmOnly: Plugins = [gfm];
const none: Plugins = [];

function render(source: string, remark = gfmOnly, rehype = none) {
  return (
    <ReactMarkdown remarkPlugins={remark} rehypePlugins={rehype} components={markdownComponents} urlTransform={safeUrl}>
      {source}
    </ReactMarkdown>
  );
}

// Only blocks that may hold math read the math context, so loading KaTeX re-renders just those.
// With math, the parser is given the block with bracket math as dollars, and its cost is counted
// on that text, with `$` opening math spans.
function MathAwareBlock({ source }: { source: string }) {
  const math = useContext(MathContext);
  if (!math) return withinParseLimits(source) ? render(source) : <PlainBlock source={source} />;
  const parsed = bracketMathToDollars(source);
  if (!withinParseLimits(parsed, { math: true })) return <PlainBlock source={source} />;
  return render(parsed, [gfm, ...math.remark], math.rehype);
}

// A block the parser would take more than linear time over (lib/markdown/parse-cost.ts) is shown as
// it was written: text, escaped by React, in a paragraph that keeps its line breaks.
function PlainBlock({ source }: { source: string }) {
  return (
    <p data-plain="" className="my-3 leading-7 whitespace-pre-wrap first:mt-0 last:mb-0">
      {source.trimEnd()}
    </p>
  );
}

/** One markdown block; memoised so a finished block is parsed once and then skipped by React. */
export const MarkdownBlock = memo(function MarkdownBlock({ source }: { source: string }) {
  if (mayHoldMath(source)) return <MathAwareBlock source={source} />;
  return withinParseLimits(source) ? render(source) : <PlainBlock source={source} />;
});
