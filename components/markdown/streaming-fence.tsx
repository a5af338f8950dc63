import { memo } from "react";
import { CodeFrame } from "@/components/markdown/code-frame";
import type { TailFence } from "@/lib/markdown/incremental-blocks";

function stripIndent(text: string, indent: number): string {
  if (indent === 0) return text;
  const pattern = new RegExp(`^ {1,${indent}}`, "gm");
  return text.replace(pattern, "");
}

// A sealed piece of a streaming code block never changes, so React keeps its text node as is.
const CodePiece = memo(function CodePiece({ text, indent }: { text: string; indent: number }) {
  return stripIndent(text, indent);
});

/**
 * An unclosed fenced block at the end of a streaming reply, drawn as plain text: no markdown
 * parse and no highlighting, and only the live end re-rendered, so a huge code block stays cheap.
 */
export function StreamingFence({ fence, pieces, live }: { fence: TailFence; pieces: readonly string[]; live: string }) {
  // Hide a closing fence that has only partly arrived.
  const shown = live.replace(/(^|\n) {0,3}(`+|~+|\$+)$/, "$1");
  const language = fence.char === "$" ? "math" : fence.info.split(/\s/)[0];
  return (
    <CodeFrame language={language} code={() => stripIndent(pieces.join("") + shown, fence.indent).replace(/\n$/, "")}>
      {pieces.map((piece, i) => (
        <CodePiece key={i} text={piece} indent={fence.indent} />
      ))}
      {stripIndent(shown, fence.indent)}
    </CodeFrame>
  );
}
