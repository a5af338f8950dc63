"use client";

// Under a shared page's header while it withholds images from other sites: how many, from where,
// what loading them gives away, and the one control that loads them (the page reloads with the
// reader's yes, which its CSP then admits).

import { useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { allowRemoteImages } from "@/lib/chat/share/remote-image-choice";
import type { Translate } from "@/lib/i18n/translate";
import { imageHost } from "@/lib/view/remote-images";

// A share can name any number of sites; the notice names a few.
const NAMED_HOSTS = 3;

function hostList(t: Translate, locale: string, urls: readonly string[]): string {
  const hosts = [...new Set(urls.map(imageHost))];
  const named = hosts.slice(0, NAMED_HOSTS);
  const rest = hosts.length - named.length;
  if (rest > 0) named.push(t("share.remoteImages.moreHosts", { count: rest }));
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(named);
}

export function RemoteImagesNotice({ id, urls }: { id: string; urls: readonly string[] }) {
  const { t, locale } = useI18n();
  const [refused, setRefused] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pb-3 sm:px-6">
      <p className="min-w-0 flex-1 text-xs text-zinc-600 dark:text-zinc-400">
        {t("share.remoteImages.notice", { count: urls.length, hosts: hostList(t, locale, urls) })}
      </p>
      <Button
        onClick={() => setRefused(!allowRemoteImages(id))}
        variant="secondary"
        className="inline-flex shrink-0 items-center rounded-lg px-3 py-1.5 text-xs font-medium"
      >
        {t("share.remoteImages.load")}
      </Button>
      {refused && (
        <p role="alert" className="w-full text-xs text-red-600 dark:text-red-400">
          {t("share.remoteImages.noCookies")}
        </p>
      )}
    </div>
  );
}
