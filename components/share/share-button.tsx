"use client";

// The header's Share button. Only the button is part of the chat page's first load: the dialog
// (snapshot, encryption, the request) is fetched when it is first pressed. A new chat has nothing to
// share yet: the button is there, disabled, so the header does not move when the chat begins.

import { lazy, Suspense, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { IconButton } from "@/components/ui/icon-button";
import { ShareIcon } from "@/components/ui/icons";

const ShareDialog = lazy(() => import("./share-dialog"));

export function ShareButton({ conversationId, title }: { conversationId: string | null; title: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // A fresh dialog per opening: a link made earlier is not offered again as if it were new.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <IconButton
        label={t("share.open")}
        disabled={conversationId === null || title === null}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        <ShareIcon width={18} height={18} />
      </IconButton>
      {opening > 0 && conversationId !== null && title !== null && (
        <Suspense fallback={null}>
          <ShareDialog key={`${conversationId}:${opening}`} open={open} conversationId={conversationId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
