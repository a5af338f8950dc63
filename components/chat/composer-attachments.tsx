"use client";

// Files about to be sent, as thumbnails, each with a remove button named after the file.

import { useEffect, useMemo } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { CloseIcon } from "@/components/ui/icons";

function Thumbnail({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const frame = "h-16 w-16 rounded-lg border border-zinc-200 object-cover dark:border-zinc-700";

  return (
    <li className="group relative">
      {file.type.startsWith("video/") ? (
        <video src={url} className={frame} muted aria-label={file.name} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a local blob URL, nothing to optimise
        <img src={url} alt={file.name} className={frame} />
      )}
      <button
        type="button"
        aria-label={t("composer.removeAttachment", { name: file.name })}
        title={t("composer.removeAttachment", { name: file.name })}
        onClick={onRemove}
        className="absolute -top-1.5 -right-1.5 inline-flex h-5 w-5 items-center justify-center rounded-full bg-zinc-900 text-white shadow ring-2 ring-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-zinc-100 dark:text-zinc-900 dark:ring-zinc-900"
      >
        <CloseIcon width={12} height={12} />
      </button>
    </li>
  );
}

export function ComposerAttachments({ files, onRemove }: { files: readonly File[]; onRemove: (file: File) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2.5 px-3 pt-3">
      {files.map((file, index) => (
        <Thumbnail key={`${file.name}-${file.size}-${file.lastModified}-${index}`} file={file} onRemove={() => onRemove(file)} />
      ))}
    </ul>
  );
}
