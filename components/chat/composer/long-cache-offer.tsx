"use client";

// A large document is worth caching for longer: where the model's document offers the one-hour
// prompt cache and the conversation uses five minutes, say so and offer to switch. Every later
// question then reads the document from the cache at a fraction of the price.

import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { useCurrentSettings } from "@/components/settings/use-current-settings";
import { formatCapabilities } from "@/lib/protocol/models";
import type { DraftItem } from "./draft-attachments-store";

/** Estimated tokens from which a document is large enough to suggest it. */
export const LONG_CACHE_FROM_TOKENS = 20_000;

/** Whether the draft holds a document long enough to suggest the longer cache for. */
export const holdsLongDocument = (items: readonly DraftItem[]) =>
  items.some((item) => item.attachment?.type === "document" && item.attachment.info.tokens >= LONG_CACHE_FROM_TOKENS);

/** Mounted only while the draft holds a long document (holdsLongDocument). */
export function LongCacheOffer({ conversationId }: { conversationId: string | null }) {
  const t = useT();
  const { settings, update } = useCurrentSettings(conversationId);
  if (settings.cacheTtl === "1h" || !formatCapabilities(settings.model, settings.protocol).cacheTtl) return null;
  return (
    <div className="mx-3 mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50/70 px-3 py-2 text-xs text-zinc-800 dark:border-indigo-800/60 dark:bg-indigo-950/30 dark:text-zinc-200">
      <p className="min-w-0 flex-1">{t("documents.longCache")}</p>
      <Button variant="accent" onClick={() => update({ cacheTtl: "1h" })} className="rounded-md px-2.5 py-1 text-xs font-medium">
        {t("documents.useLongCache")}
      </Button>
    </div>
  );
}
