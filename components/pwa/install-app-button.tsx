"use client";

// "Install app", shown only while the browser offers to install (Chromium's beforeinstallprompt;
// elsewhere the browser's own menu installs, and nothing shows here).

import { useSyncExternalStore } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button, type ButtonLook } from "@/components/ui/button";
import { ArrowDownIcon } from "@/components/ui/icons";
import { installOffer, promptInstall, subscribeInstallOffer } from "./install-prompt";

const BUTTON: ButtonLook = {
  variant: "secondary",
  className: "inline-flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium",
};

export function InstallAppButton() {
  const t = useT();
  const offered = useSyncExternalStore(subscribeInstallOffer, () => installOffer() !== null, () => false);
  if (!offered) return null;
  return (
    <div className="space-y-1.5">
      <Button {...BUTTON} onClick={() => void promptInstall()}>
        <ArrowDownIcon width={16} height={16} />
        {t("pwa.install")}
      </Button>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("pwa.installHint")}</p>
    </div>
  );
}
