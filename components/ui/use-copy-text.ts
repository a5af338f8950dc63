"use client";

// Copying text with a moment of "Copied" feedback, shared by every copy button.

import { useCallback, useEffect, useState } from "react";
import { copyToClipboard } from "./copy-to-clipboard";

const COPIED_MS = 1500;

/** `copied` is true for a moment after `copy` succeeds; a clipboard refused every way changes nothing. */
export function useCopyText(): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((text: string) => {
    void copyToClipboard(text).then((done) => {
      if (done) setCopied(true);
    });
  }, []);
  return [copied, copy];
}
