"use client";

// The images and videos sent with a user message: stored ones read from the database as object URLs
// (a kept original opens from its thumbnail), images sent by address shown from that address.

import { useEffect, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useDatabase } from "@/lib/chat/hooks";
import { getAttachment } from "@/lib/db/lazy";
import type { AttachmentRef } from "@/lib/protocol/message";

const FRAME = "h-24 w-24 rounded-xl border border-zinc-200 bg-zinc-100 object-cover dark:border-zinc-700 dark:bg-zinc-800";

function StoredAttachment({ attachment }: { attachment: AttachmentRef }) {
  const t = useT();
  const db = useDatabase();
  const [urls, setUrls] = useState<{ sent: string; original: string | null } | null>(null);

  useEffect(() => {
    if (!db) return;
    const made: string[] = [];
    let cancelled = false;
    void getAttachment(db, attachment.id).then((record) => {
      if (cancelled || !record) return;
      const sent = URL.createObjectURL(record.blob);
      const original = record.original ? URL.createObjectURL(record.original) : null;
      made.push(sent, ...(original ? [original] : []));
      setUrls({ sent, original });
    });
    return () => {
      cancelled = true;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [db, attachment.id]);

  if (!urls) return <div className={FRAME} title={attachment.name} />;
  if (attachment.kind === "video") return <video src={urls.sent} className={FRAME} controls preload="metadata" aria-label={attachment.name} />;
  // eslint-disable-next-line @next/next/no-img-element -- a local blob URL, nothing to optimise
  const image = <img src={urls.sent} alt={attachment.name} className={FRAME} />;
  if (!urls.original) return image;
  const label = t("attachments.original", { name: attachment.name });
  return (
    <a href={urls.original} target="_blank" rel="noopener" aria-label={label} title={label} className="rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-500">
      {image}
    </a>
  );
}

function LinkedImage({ url, name }: { url: string; name: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- an address the person chose to send, shown as is
  return <img src={url} alt={name} title={url} referrerPolicy="no-referrer" className={FRAME} />;
}

export function MessageAttachments({ attachments }: { attachments: readonly AttachmentRef[] }) {
  if (attachments.length === 0) return null;
  return (
    <div className="mb-1.5 flex flex-wrap justify-end gap-2">
      {attachments.map((attachment) =>
        attachment.url !== undefined ? (
          <LinkedImage key={attachment.id} url={attachment.url} name={attachment.name} />
        ) : (
          <StoredAttachment key={attachment.id} attachment={attachment} />
        ),
      )}
    </div>
  );
}
