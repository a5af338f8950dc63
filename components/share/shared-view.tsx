"use client";

// /s/[id]: the key is read from the address's fragment, which the browser never sends to the server;
// the record is fetched and opened here. Until then a short notice; a share that cannot be shown
// gets its own page, whatever the reason.

import { useEffect, useMemo, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { openSharedConversation, type ShareOpenResult } from "@/lib/chat/share/open-shared-conversation";
import { SharedConversation } from "./shared-conversation";
import { SharedFailure } from "./shared-failure";
import { sharedBranch } from "./snapshot-branch";

export function SharedView({ id }: { id: string }) {
  const t = useT();
  const [result, setResult] = useState<ShareOpenResult | null>(null);
  const branch = useMemo(() => (result?.ok ? sharedBranch(result.snapshot) : null), [result]);

  useEffect(() => {
    let cancelled = false;
    const key = window.location.hash.slice(1);
    openSharedConversation(id, key === "" ? undefined : key).then(
      (opened) => !cancelled && setResult(opened),
      // Every expected failure comes back as a value; anything else is the connection's.
      () => !cancelled && setResult({ ok: false, kind: "network" }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

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
  return <SharedConversation snapshot={result.snapshot} branch={branch} expiresAt={result.expiresAt} />;
}
