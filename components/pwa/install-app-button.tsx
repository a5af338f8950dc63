"use client";

// "Install app", shown only while the browser offers to install (Chromium's beforeinstallprompt;
// elsewhere the browser's own menu installs, and nothing shows here).

import { useSyncExternalStore } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { ArrowDownIcon } from "@/components/ui/icons";
import { installOffer, promptInstall, subscribeInstallOffer } from "./install-prompt";

const BUTTON =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800";

export function InstallAppButton() {
  const t = useT();
  const offered = useSyncExternalStore(subscribeInstallOffer, () => installOffer() !== null, () => false);
  if (!offered) return null;
  return (
    <div className="space-y-1.5">
      <button type="button" className={BUTTON} onClick={() => void promptInstall()}>
        <ArrowDownIcon width={16} height={16} />
        {t("pwa.install")}
      </button>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("pwa.installHint")}</p>
    </div>
  );
}
