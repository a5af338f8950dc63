"use client";

// The reply blocks' strings, English unless a provider higher up picks another language.

import { createContext, useContext, type ReactNode } from "react";
import type { CodeLabels } from "@/components/markdown/markdown-context";
import { enLabels, type Labels } from "@/lib/i18n/labels";

const LabelsContext = createContext<Labels>(enLabels);

export function LabelsProvider({ labels, children }: { labels: Labels; children: ReactNode }) {
  return <LabelsContext value={labels}>{children}</LabelsContext>;
}

export function useLabels(): Labels {
  return useContext(LabelsContext);
}

const codeLabels = new WeakMap<Labels, CodeLabels>();

/** The markdown code blocks' Copy strings in the same language; one object per language. */
export function useCodeLabels(): CodeLabels {
  const labels = useLabels();
  let code = codeLabels.get(labels);
  if (!code) {
    code = { copyCode: labels.codeCopyLabel, copy: labels.codeCopy, copied: labels.codeCopied };
    codeLabels.set(labels, code);
  }
  return code;
}
