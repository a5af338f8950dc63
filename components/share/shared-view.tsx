"use client";

// /s/[id]: the key is read from the address's fragment, which the browser never sends to the server;
// the record is fetched and opened here. Until then a short notice; a share that cannot be shown
// gets its own page, whatever the reason.

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { openSharedConversation, type ShareOpenResult } from "@/lib/chat/share/open-shared-conversation";
import { SharedConversation } from "./shared-conversation";
import { SharedFailure } from "./shared-failure";
import { sharedBranch } from "./snapshot-branch";

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/** The address's fragment without "#", kept current (a corrected link pasted into the same tab); null on the server. */
function useFragment(): string | null {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash.slice(1), () => null);
}

export function SharedView({ id }: { id: string }) {
  const t = useT();
  const key = useFragment();
  // What the current key opened; an answer for an earlier key is not shown.
  const [opened, setOpened] = useState<{ key: string; result: ShareOpenResult } | null>(null);
  const result = key !== null && opened?.key === key ? opened.result : null;
  const branch = useMemo(() => (result?.ok ? sharedBranch(result.snapshot) : null), [result]);

  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    const settle = (answer: ShareOpenResult) => !cancelled && setOpened({ key, result: answer });
    openSharedConversation(id, key === "" ? undefined : key).then(
      settle,
      // Every expected failure comes back as a value; anything else is the connection's.
      () => settle({ ok: false, kind: "network" }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, key]);

  if (!result) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-6">
        <p role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
          {t("share.opening")}
        </p>
      </main>
    );
  }
  if (!result.ok) return <SharedFailure kind={result.kind} />;
  if (!branch) return <SharedFailure kind="damaged" />;
  return <SharedConversation id={id} snapshot={result.snapshot} branch={branch} expiresAt={result.expiresAt} />;
}
