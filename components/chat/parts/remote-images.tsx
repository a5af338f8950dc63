"use client";

// Whether images from other sites may load here, and what stands in for one that may not. The chat
// shows them (its person sent them, or their tool returned them); a shared page withholds them until
// its reader allows them (components/share/shared-conversation.tsx), since loading one tells the
// site serving it who opened the page.

import { createContext, useContext } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { ImageIcon } from "@/components/ui/icons";
import { imageHost, isRemoteImageUrl } from "@/lib/view/remote-images";

export const RemoteImagesContext = createContext(true);

/** True when the image at `url` must not be fetched here. */
export function useWithheld(url: string): boolean {
  return !useContext(RemoteImagesContext) && isRemoteImageUrl(url);
}

/** The place of an image not loaded: where it would come from, the whole address on hover. */
export function WithheldImage({ url, className }: { url: string; className: string }) {
  const t = useT();
  const host = imageHost(url);
  return (
    <div
      role="img"
      aria-label={t("share.remoteImage", { host })}
      title={url}
      className={`flex flex-col items-center justify-center gap-1 border-dashed p-2 text-zinc-400 dark:text-zinc-500 ${className}`}
    >
      <ImageIcon width={20} height={20} />
      <span className="max-w-full truncate text-[11px] leading-tight text-zinc-500 dark:text-zinc-400">{host}</span>
    </div>
  );
}
