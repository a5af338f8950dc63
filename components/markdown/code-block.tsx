"use client";
import { Fragment, useContext, useEffect, useRef, useState } from "react";
import { CodeFrame } from "@/components/markdown/code-frame";
import { HighlightContext } from "@/components/markdown/markdown-context";
import { useOnScreen } from "@/components/markdown/use-on-screen";
import { highlightCode, type HighlightedLines } from "@/lib/markdown/highlighter";
import { resolveLanguage } from "@/lib/markdown/shiki-languages";

interface Highlighted {
  code: string;
  language: string;
  lines: HighlightedLines;
}

/** A finished fenced code block: plain text at once, syntax colours once shiki has loaded and it is on screen. */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const allowed = useContext(HighlightContext) && resolveLanguage(language) !== null;
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref, allowed);
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);

  useEffect(() => {
    if (!allowed || !onScreen) return;
    let live = true;
    highlightCode(code, language).then(
      (lines) => live && lines && setHighlighted({ code, language, lines }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [allowed, onScreen, code, language]);

  const lines = highlighted?.code === code && highlighted.language === language ? highlighted.lines : null;
  return (
    <div ref={ref}>
      <CodeFrame language={language} code={code}>
        {lines
          ? lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && "\n"}
                {line.map((token, j) => (
                  <span key={j} style={token.style}>
                    {token.content}
                  </span>
                ))}
              </Fragment>
            ))
          : code}
      </CodeFrame>
    </div>
  );
}
