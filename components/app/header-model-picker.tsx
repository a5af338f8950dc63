"use client";

// The header's Model and Reasoning effort pickers: the few settings people change mid-chat, at hand.
// They change what the settings sheet's model section changes (this conversation, or the new chat's
// own); the sheet keeps the full set. The model's short description is a hint beside it on a
// wide column; the effort picker is labelled where there is room, and left to the sheet on a phone,
// so the header stays one row.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useHydrated } from "@/components/ui/use-hydrated";
import { modelChange } from "@/components/settings/model-change";
import type { ConversationSettings } from "@/lib/protocol/message";
import { EFFORTS, formatCapabilities, MODEL_IDS, MODELS, type Effort, type ModelId } from "@/lib/protocol/models";

const SELECT =
  "h-8 rounded-lg border border-zinc-200 bg-white py-0 pr-7 pl-2 text-xs text-zinc-800 outline-none hover:border-zinc-300 focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/30 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-zinc-600 disabled:opacity-50";

interface Props {
  /** This chat's settings and how to change them (chat-settings.ts). */
  settings: ConversationSettings;
  onChange: (changes: Partial<ConversationSettings>) => void;
}

export function HeaderModelPicker({ settings, onChange: update }: Props) {
  const t = useT();
  const hintId = useId();
  const hasEffort = formatCapabilities(settings.model, settings.protocol).effort;
  const hint = t(`header.modelHint.${settings.model}`);
  // Drawn by the server: a choice made before the page comes alive would be undone by it.
  const hydrated = useHydrated();
  return (
    <div className="flex min-w-0 shrink items-center gap-1.5">
      <select
        aria-label={t("settings.model")}
        aria-describedby={hintId}
        title={hint}
        value={settings.model}
        disabled={!hydrated}
        onChange={(event) => update(modelChange(settings, event.target.value as ModelId))}
        className={`${SELECT} max-w-[8.5rem] min-w-0 @md:max-w-none`}
      >
        {MODEL_IDS.map((id) => (
          <option key={id} value={id}>
            {MODELS[id].label}
          </option>
        ))}
      </select>
      <span id={hintId} className="hidden max-w-48 truncate text-xs text-zinc-500 @6xl:inline dark:text-zinc-400">
        {hint}
      </span>
      {hasEffort && (
        <label className="hidden shrink-0 items-center gap-1 text-xs text-zinc-500 @md:flex dark:text-zinc-400">
          <span className="hidden @3xl:inline">{t("header.effort")}</span>
          <select
            aria-label={t("settings.effort")}
            title={t("settings.effort")}
            value={settings.effort}
            disabled={!hydrated}
            onChange={(event) => update({ effort: event.target.value as Effort })}
            className={SELECT}
          >
            {EFFORTS.map((effort) => (
              <option key={effort} value={effort}>
                {t(`settings.effort.${effort}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
