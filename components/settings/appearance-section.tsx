"use client";

// Theme and language; both apply at once (the UI switches language live). Whether Kimi writes
// conversation titles. And "Install app", while the browser offers it.

import { useT } from "@/components/i18n/i18n-provider";
import { InstallAppButton } from "@/components/pwa/install-app-button";
import { usePreferencesStore, type Locale, type Theme } from "@/lib/chat/stores/preferences-store";
import { CheckboxField, Section, SelectField } from "./field";
import { sectionId } from "./settings-sections";

type LocaleChoice = "auto" | "en" | "zh-CN";

export function AppearanceSection() {
  const t = useT();
  const theme = usePreferencesStore((state) => state.theme);
  const locale = usePreferencesStore((state) => state.locale);
  const setTheme = usePreferencesStore((state) => state.setTheme);
  const setLocale = usePreferencesStore((state) => state.setLocale);
  const modelTitles = usePreferencesStore((state) => state.modelTitles);
  const setModelTitles = usePreferencesStore((state) => state.setModelTitles);

  return (
    <Section id={sectionId("appearance")} title={t("settings.appearance")}>
      <SelectField<Theme>
        label={t("settings.theme")}
        value={theme}
        options={[
          { value: "system", label: t("settings.theme.system") },
          { value: "light", label: t("settings.theme.light") },
          { value: "dark", label: t("settings.theme.dark") },
        ]}
        onChange={setTheme}
      />
      <SelectField<LocaleChoice>
        label={t("settings.language")}
        value={locale ?? "auto"}
        options={[
          { value: "auto", label: t("settings.language.auto") },
          // Each language names itself, so a person who cannot read the current one still finds theirs.
          { value: "en", label: "English" },
          { value: "zh-CN", label: "简体中文" },
        ]}
        onChange={(choice) => setLocale(choice === "auto" ? null : (choice as Exclude<Locale, null>))}
      />
      <CheckboxField label={t("settings.modelTitles")} checked={modelTitles} onChange={setModelTitles}>
        <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{t("settings.modelTitles.hint")}</p>
      </CheckboxField>
      <InstallAppButton />
    </Section>
  );
}
