"use client";

// How images are prepared before they are stored: the longest side and the largest size they keep
// (past either they are scaled down and re-encoded), and whether the picked original is kept too.
// The person's own preferences, for every conversation.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { IMAGE_MB_RANGE, IMAGE_SIDE_RANGE } from "@/lib/chat/attachments/attachment-preferences";
import { useAttachmentPreferences } from "@/lib/chat/stores/attachment-preferences-store";
import { Section } from "./field";
import { NumberField } from "./number-field";

export function AttachmentsSection() {
  const t = useT();
  const keepId = useId();
  const preferences = useAttachmentPreferences();
  const { change } = preferences;

  return (
    <Section title={t("attachments.section")}>
      <NumberField
        label={t("attachments.maxSide")}
        value={preferences.maxImageSide}
        {...IMAGE_SIDE_RANGE}
        onCommit={(maxImageSide) => change({ maxImageSide })}
      />
      <NumberField label={t("attachments.maxMb")} value={preferences.maxImageMb} {...IMAGE_MB_RANGE} onCommit={(maxImageMb) => change({ maxImageMb })} />
      <label htmlFor={keepId} className="flex cursor-pointer items-center justify-between gap-3">
        <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("attachments.keepOriginals")}</span>
        <input
          id={keepId}
          type="checkbox"
          checked={preferences.keepOriginals}
          onChange={(event) => change({ keepOriginals: event.target.checked })}
          className="h-4 w-4 accent-indigo-600"
        />
      </label>
    </Section>
  );
}
