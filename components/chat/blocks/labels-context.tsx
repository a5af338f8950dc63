"use client";

// The reply blocks' strings, English unless a provider higher up picks another language.

import { createContext, useContext, type ReactNode } from "react";
import { enLabels, type Labels } from "@/lib/chat/view/labels";

const LabelsContext = createContext<Labels>(enLabels);

export function LabelsProvider({ labels, children }: { labels: Labels; children: ReactNode }) {
  return <LabelsContext value={labels}>{children}</LabelsContext>;
}

export function useLabels(): Labels {
  return useContext(LabelsContext);
}
