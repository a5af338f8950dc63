"use client";

// Copies a message's text; the icon turns into a check for a moment, and the name says "Copied".

import { useEffect, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";

export function MessageCopyButton({ text }: { text: () => string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <IconButton
      size="sm"
      label={copied ? t("message.copied") : t("message.copy")}
      onClick={() => {
        void navigator.clipboard?.writeText(text()).then(() => setCopied(true), () => undefined);
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}
