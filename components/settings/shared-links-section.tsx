"use client";

// Shared links: every link made from this browser (its delete token is kept here, nowhere else),
// newest first, each with Copy link and Revoke link. Loaded on its own with the settings sheet.

import { useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { createdText, expiryText, shareErrorText } from "@/components/share/share-text";
import { Button, type ButtonLook } from "@/components/ui/button";
import { useCopyText } from "@/components/ui/use-copy-text";
import type { DbQuery } from "@/lib/chat/hooks/db-queries";
import { useDatabase } from "@/lib/chat/hooks";
import { useDbQuery } from "@/lib/chat/hooks/use-db-query";
import { revokeShareLink } from "@/lib/chat/share/revoke-share-link";
import { requireDbApi } from "@/lib/db/lazy";
import type { SharedLinkRecord } from "@/lib/db/records";
import { Section } from "./field";

// Read through the loaded database code (a database from useDatabase implies it), synchronously, as
// liveQuery needs to see every table the read touches.
const sharedLinksQuery: DbQuery<SharedLinkRecord[]> = {
  key: () => ["moonlit", "shared-links"],
  read: (db) => requireDbApi().listSharedLinks(db),
};

const SMALL_BUTTON: ButtonLook = {
  variant: "outline",
  className: "rounded-md px-2 py-1 text-xs font-medium disabled:opacity-50",
};

function LinkRow({ link, busy, onRevoke }: { link: SharedLinkRecord; busy: boolean; onRevoke: () => void }) {
  const { t, locale } = useI18n();
  const [copied, copy] = useCopyText();
  // When the list was shown: "Expired" marks what had expired by then.
  const [now] = useState(Date.now);
  const expired = link.expiresAt !== null && link.expiresAt <= now;
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <p className="truncate text-sm font-medium text-zinc-800 dark:text-zinc-100">{link.title}</p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {createdText(t, locale, link.createdAt)} ·{" "}
        <span className={expired ? "font-medium text-red-600 dark:text-red-400" : undefined}>{expiryText(t, locale, link.expiresAt, now)}</span>
      </p>
      <div className="flex items-center gap-2">
        <Button {...SMALL_BUTTON} onClick={() => copy(link.url)}>
          {t("share.copy")}
        </Button>
        <Button {...SMALL_BUTTON} disabled={busy} onClick={onRevoke}>
          {t("share.revoke")}
        </Button>
        <span aria-live="polite" className="text-xs text-emerald-700 dark:text-emerald-400">
          {copied ? t("message.copied") : ""}
        </span>
      </div>
    </li>
  );
}

export default function SharedLinksSection() {
  const { t } = useI18n();
  const db = useDatabase();
  const links = useDbQuery(sharedLinksQuery, "").data;
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ revoked: true } | { error: unknown } | null>(null);

  const revoke = async (link: SharedLinkRecord) => {
    if (!db) return;
    setBusy(link.id);
    setOutcome(null);
    try {
      await revokeShareLink(db, link);
      setOutcome({ revoked: true });
    } catch (error) {
      setOutcome({ error });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={t("share.links")}>
      {links && links.length === 0 && <p className="text-sm text-zinc-500 dark:text-zinc-400">{t("share.none")}</p>}
      {links && links.length > 0 && (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} busy={busy === link.id} onRevoke={() => void revoke(link)} />
          ))}
        </ul>
      )}
      <div role="status" className="text-sm text-emerald-700 empty:hidden dark:text-emerald-400">
        {outcome && "revoked" in outcome ? t("share.revoked") : null}
      </div>
      {outcome && "error" in outcome && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shareErrorText(outcome.error, t)}
        </p>
      )}
    </Section>
  );
}
