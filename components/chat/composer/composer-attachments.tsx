"use client";

// Attachments about to be sent, as thumbnails (documents as chips, with Open NAME), each with a remove
// button named after the file. A file still being prepared shows its progress (Remove stops it); an image sent by address is shown from that address (a
// plain tile with its name where it does not load).

import { useEffect, useMemo, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { DocumentChip } from "../documents/document-chip";
import { removeItem } from "./draft-actions";
import type { DraftItem } from "./draft-attachments-store";

const FRAME = "h-16 w-16 rounded-lg border border-zinc-200 object-cover dark:border-zinc-700";
const TILE = `${FRAME} flex flex-col justify-end gap-1 overflow-hidden bg-zinc-50 p-1.5 text-[10px] leading-tight text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400`;

function FilePreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return file.type.startsWith("video/") ? (
    <video src={url} className={FRAME} muted aria-label={file.name} />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- a local blob URL, nothing to optimise
    <img src={url} alt={file.name} className={FRAME} />
  );
}

function LinkPreview({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className={TILE} title={url}>
        <span className="truncate">{name}</span>
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- an address the person pasted, shown as is
  return <img src={url} alt={name} title={url} referrerPolicy="no-referrer" onError={() => setFailed(true)} className={FRAME} />;
}

function Progress({ name, progress }: { name: string; progress: number }) {
  const t = useT();
  const percent = Math.round(progress * 100);
  return (
    <span className={TILE}>
      <span className="truncate">{name}</span>
      <span
        role="progressbar"
        aria-label={t("attachments.preparing", { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-1 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
      >
        <span className="block h-full bg-indigo-500 transition-[width]" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

function Thumbnail({ item, onRemove }: { item: DraftItem; onRemove: () => void }) {
  const t = useT();
  const { attachment } = item;
  const label = t("composer.removeAttachment", { name: item.name });
  return (
    <li className="group relative">
      {attachment === null ? (
        <Progress name={item.name} progress={item.progress ?? 0} />
      ) : attachment.type === "document" ? null : attachment.type === "url" ? (
        <LinkPreview url={attachment.url} name={attachment.name} />
      ) : (
        <FilePreview file={attachment.file} />
      )}
      <Button
        aria-label={label}
        title={label}
        onClick={onRemove}
        className="absolute -top-1.5 -right-1.5 inline-flex h-5 w-5 items-center justify-center rounded-full bg-zinc-900 text-white shadow ring-2 ring-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:ring-zinc-900"
      >
        <CloseIcon width={12} height={12} />
      </Button>
    </li>
  );
}

export default function ComposerAttachments({ items }: { items: readonly DraftItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-start gap-2.5 px-3 pt-3">
      {items.map((item) => {
        const { attachment } = item;
        if (attachment?.type === "document") {
          const text = attachment.text;
          return (
            <li key={item.key}>
              <DocumentChip name={attachment.name} info={attachment.info} readText={() => text.text()} onRemove={() => removeItem(item.key)} />
            </li>
          );
        }
        return <Thumbnail key={item.key} item={item} onRemove={() => removeItem(item.key)} />;
      })}
    </ul>
  );
}
