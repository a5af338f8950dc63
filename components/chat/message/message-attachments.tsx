"use client";

// The images, videos and documents (as chips, their text on Open) sent with a user message: stored ones read from the database as object URLs
// (a kept original opens from its thumbnail), images sent by address shown from that address. A
// view without the database (a shared copy) passes `read`, which gives the bytes from memory.
// A blob: URL opens on this origin, so one is made only for a type Moonlit attaches (and a link only
// to an image): a stored or imported blob that says text/html never becomes a page of this site.

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useDatabase } from "@/lib/chat/hooks";
import { getAttachment } from "@/lib/db/lazy";
import { isAttachmentType, isImageType } from "@/lib/db/attachment-types";
import { useWithheld, WithheldImage } from "../parts/remote-images";
import { ImageView } from "./image-view";
import type { AttachmentRef } from "@/lib/protocol/message";

/** The bytes of a stored attachment, and of its kept original. */
export type AttachmentReader = (id: string) => Promise<{ blob: Blob; original?: Blob } | undefined>;

const FRAME = "h-24 w-24 rounded-xl border border-zinc-200 bg-zinc-100 object-cover dark:border-zinc-700 dark:bg-zinc-800";

// Only messages with documents fetch the chip's code.
const DocumentChip = dynamic(() => import("../documents/document-chip").then((module) => module.DocumentChip), { ssr: false });

/** A document's chip: its text is read from the database (or `read`) when Open is pressed. */
function StoredDocument({ attachment, read }: { attachment: AttachmentRef; read?: AttachmentReader }) {
  const database = useDatabase();
  const load = read ?? (database ? (id: string) => getAttachment(database, id) : null);
  const readText = async () => {
    const record = load ? await load(attachment.id) : undefined;
    if (!record) throw new Error(`The text of ${attachment.name} is no longer stored here.`);
    return record.blob.text();
  };
  return <DocumentChip name={attachment.name} info={attachment.document ?? { tokens: 0 }} readText={readText} />;
}

function StoredAttachment({ attachment, read }: { attachment: AttachmentRef; read?: AttachmentReader }) {
  // With `read`, the database is not needed (and a late-opening one must not read again).
  const database = useDatabase();
  const db = read ? null : database;
  const [urls, setUrls] = useState<{ sent: string; original: string | null } | null>(null);

  useEffect(() => {
    const load = read ?? (db ? (id: string) => getAttachment(db, id) : null);
    if (!load) return;
    const made: string[] = [];
    let cancelled = false;
    void load(attachment.id).then((record) => {
      if (cancelled || !record || !isAttachmentType(record.blob.type)) return;
      const sent = URL.createObjectURL(record.blob);
      const original = record.original && isImageType(record.original.type) ? URL.createObjectURL(record.original) : null;
      made.push(sent, ...(original ? [original] : []));
      setUrls({ sent, original });
    });
    return () => {
      cancelled = true;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [db, read, attachment.id]);

  if (!urls) return <div className={FRAME} title={attachment.name} />;
  if (attachment.kind === "video") return <video src={urls.sent} className={FRAME} controls preload="metadata" aria-label={attachment.name} />;
  return <ImageView src={urls.sent} large={urls.original ?? urls.sent} name={attachment.name} className={FRAME} />;
}

function LinkedImage({ url, name }: { url: string; name: string }) {
  if (useWithheld(url)) return <WithheldImage url={url} className={FRAME} />;
  return <ImageView src={url} large={url} name={name} referrerPolicy="no-referrer" className={FRAME} />;
}

export function MessageAttachments({ attachments, read }: { attachments: readonly AttachmentRef[]; read?: AttachmentReader }) {
  if (attachments.length === 0) return null;
  return (
    <div className="mb-1.5 flex flex-wrap justify-end gap-2">
      {attachments.map((attachment) =>
        attachment.url !== undefined ? (
          <LinkedImage key={attachment.id} url={attachment.url} name={attachment.name} />
        ) : attachment.kind === "document" ? (
          <StoredDocument key={attachment.id} attachment={attachment} read={read} />
        ) : (
          <StoredAttachment key={attachment.id} attachment={attachment} read={read} />
        ),
      )}
    </div>
  );
}
