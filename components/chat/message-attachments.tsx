"use client";

// The images and videos sent with a user message: stored ones read from the database as object URLs,
// images sent by address shown from that address.

import { useEffect, useState } from "react";
import { useDatabase } from "@/lib/chat/hooks";
import { getAttachment } from "@/lib/db/lazy";
import type { AttachmentRef } from "@/lib/protocol/message";

const FRAME = "h-24 w-24 rounded-xl border border-zinc-200 bg-zinc-100 object-cover dark:border-zinc-700 dark:bg-zinc-800";

function StoredAttachment({ attachment }: { attachment: AttachmentRef }) {
  const db = useDatabase();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!db) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void getAttachment(db, attachment.id).then((record) => {
      if (cancelled || !record) return;
      objectUrl = URL.createObjectURL(record.blob);
      setUrl(objectUrl);
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [db, attachment.id]);

  if (!url) return <div className={FRAME} title={attachment.name} />;
  return attachment.kind === "video" ? (
    <video src={url} className={FRAME} controls preload="metadata" aria-label={attachment.name} />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- a local blob URL, nothing to optimise
    <img src={url} alt={attachment.name} className={FRAME} />
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
