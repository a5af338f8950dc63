"use client";

// Copies a message's text; the icon turns into a check for a moment, and the name says "Copied".

import { useT } from "@/components/i18n/i18n-provider";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { useCopyText } from "@/components/ui/use-copy-text";

export function MessageCopyButton({ text }: { text: () => string }) {
  const t = useT();
  const [copied, copy] = useCopyText();

  return (
    <IconButton
      size="sm"
      label={copied ? t("message.copied") : t("message.copy")}
      onClick={() => copy(text())}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}
