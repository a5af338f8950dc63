"use client";
import { memo, useContext } from "react";
import ReactMarkdown, { type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import { markdownComponents } from "@/components/markdown/markdown-components";
import { MathContext } from "@/components/markdown/markdown-context";
import { safeUrl } from "@/lib/markdown/safe-url";

type Plugins = NonNullable<Options["remarkPlugins"]>;

const gfmOnly: Plugins = [remarkGfm];
const none: Plugins = [];

function render(source: string, remark = gfmOnly, rehype = none) {
  return (
    <ReactMarkdown remarkPlugins={remark} rehypePlugins={rehype} components={markdownComponents} urlTransform={safeUrl}>
      {source}
    </ReactMarkdown>
  );
}

// Only blocks that may hold math read the math context, so loading KaTeX re-renders just those.
function MathAwareBlock({ source }: { source: string }) {
  const math = useContext(MathContext);
  if (!math) return render(source);
  return render(source, [remarkGfm, ...math.remark], math.rehype);
}

/** One markdown block; memoised so a finished block is parsed once and then skipped by React. */
export const MarkdownBlock = memo(function MarkdownBlock({ source }: { source: string }) {
  return source.includes("$") ? <MathAwareBlock source={source} /> : render(source);
});
