"use client";

// Model settings of the chat on screen: the open conversation's, or the new chat's before it exists
// (use-current-settings.ts). A change here changes this chat only; "Save as defaults" makes the
// chat's settings the ones every new chat starts with.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { Section } from "./field";
import { SettingsFields } from "./settings-fields";
import { sectionId } from "./settings-sections";
import { useCurrentSettings } from "./use-current-settings";

export function ModelSettingsSection({ conversationId }: { conversationId: string | null }) {
  const t = useT();
  const { settings, update, isNewChat } = useCurrentSettings(conversationId);
  const [saved, setSaved] = useState(false);
  const saveAsDefaults = () => {
    usePreferencesStore.getState().setDefaultSettings(structuredClone(settings));
    setSaved(true);
  };
  return (
    <Section id={sectionId("model")} title={t("settings.modelSection")}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(isNewChat ? "settings.scope.newChat" : "settings.scope.conversation")}</p>
        <Button variant="secondary" onClick={saveAsDefaults} className="shrink-0 px-2.5 py-1 text-xs">
          {t("settings.saveAsDefaults")}
        </Button>
      </div>
      <p role="status" className="text-xs text-emerald-700 empty:hidden dark:text-emerald-400">
        {saved ? t("settings.savedAsDefaults") : ""}
      </p>
      <SettingsFields
        settings={settings}
        onChange={(changes) => {
          setSaved(false);
          update(changes);
        }}
      />
    </Section>
  );
}
