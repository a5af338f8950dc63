"use client";

// A shared conversation, read-only: its title, that it is a shared copy and until when, Continue in
// Moonlit (which shows what comes with the conversation, then imports it into this browser's own
// conversations and opens it), then the messages. Images from other sites wait for the reader's yes.

import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useDocumentTitle } from "@/components/app/use-document-title";
import { RemoteImagesContext } from "@/components/chat/parts/remote-images";
import { useI18n } from "@/components/i18n/i18n-provider";
import { remoteImagesAllowedHere, restoreScrollAfterAllowing } from "@/lib/chat/share/remote-image-choice";
import type { MoonlitExport } from "@/lib/db/export-format";
import { remoteImageUrls } from "@/lib/view/remote-images";
import { threadRows } from "@/lib/view/thread-rows";
import { MessageErrorBoundary } from "@/components/chat/message/message-error-boundary";
import { Button } from "@/components/ui/button";
import { RemoteImagesNotice } from "./remote-images-notice";
import { SharedReply, SharedUserMessage } from "./shared-messages";
import { expiryText } from "./share-text";
import type { SharedBranch } from "./snapshot-branch";

// Only when Continue in Moonlit is pressed: the dialog, and through it the database and the import.
const ContinueDialog = lazy(() => import("./continue-dialog"));

interface Props {
  /** The share's id, from the page's path. */
  id: string;
  snapshot: MoonlitExport;
  branch: SharedBranch;
  expiresAt: number | null;
}

export function SharedConversation({ id, snapshot, branch, expiresAt }: Props) {
  const { t, locale } = useI18n();
  const rows = useMemo(() => threadRows(branch.nodes), [branch.nodes]);
  const remoteUrls = useMemo(() => remoteImageUrls(branch.nodes), [branch.nodes]);
  // Read once: the page's CSP was chosen by the same answer when it was served.
  const [remoteAllowed] = useState(remoteImagesAllowedHere);
  // A fresh dialog per opening, kept mounted while closed so focus goes back to the button.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [now] = useState(Date.now);
  const { conversation, read } = branch;
  useDocumentTitle(conversation.title);

  useEffect(() => {
    if (remoteAllowed) restoreScrollAfterAllowing(id);
  }, [id, remoteAllowed]);

  const withheld = !remoteAllowed && remoteUrls.length > 0;
  return (
    <div className="min-h-dvh bg-white dark:bg-zinc-950">
      <header className="sticky top-0 z-10 border-b border-zinc-200/70 bg-white/95 backdrop-blur dark:border-zinc-800/70 dark:bg-zinc-950/95">
        <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-semibold text-zinc-900 dark:text-zinc-100">{conversation.title}</h1>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              {t("share.readOnly")} · {expiryText(t, locale, expiresAt, now)}
            </p>
          </div>
          <Button
            onClick={() => {
              setOpening((n) => n + 1);
              setDialogOpen(true);
            }}
            variant="primary"
            offset={2}
            className="inline-flex shrink-0 items-center rounded-xl px-4 py-2 text-sm font-medium"
          >
            {t("share.continue")}
          </Button>
        </div>
        {withheld && <RemoteImagesNotice id={id} urls={remoteUrls} />}
      </header>
      <RemoteImagesContext value={remoteAllowed}>
        <main className="mx-auto w-full max-w-3xl space-y-4 px-4 pt-6 pb-16 sm:px-6">
          {rows.map((row) => (
            <MessageErrorBoundary key={row.key} raw={row.kind === "user" ? row.node : row.nodes}>
              {row.kind === "user" ? (
                <SharedUserMessage node={row.node} read={read} />
              ) : (
                <SharedReply nodes={row.nodes} tools={conversation.settings.tools} />
              )}
            </MessageErrorBoundary>
          ))}
        </main>
      </RemoteImagesContext>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ContinueDialog key={opening} open={dialogOpen} snapshot={snapshot} remoteImagesWithheld={withheld} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
