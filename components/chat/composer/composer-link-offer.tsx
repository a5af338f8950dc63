"use client";

// After an image address is pasted: a button that puts the image in the draft, to be sent as the image
// itself instead of as text. Loaded when an address is pasted, not with the page.

import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { PaperclipIcon } from "@/components/ui/icons";
import type { ImageLink } from "@/lib/chat/attachments/outgoing";
import { addLink } from "./draft-actions";

export default function ComposerLinkOffer({ link, onAccept }: { link: ImageLink; onAccept: () => void }) {
  const t = useT();
  return (
    <div className="px-3 pt-2">
      <Button
        onClick={() => {
          addLink(link);
          onAccept();
        }}
        title={link.url}
        className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-zinc-200 px-2.5 py-1 text-xs text-zinc-600 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        <PaperclipIcon width={12} height={12} />
        <span className="truncate">{t("attachments.sendLink", { name: link.name })}</span>
      </Button>
    </div>
  );
}
