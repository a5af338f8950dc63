"use client";

// Shown while the server has no upstream key: replies come from the built-in simulator (unless the
// person uses their own key).

import { useT } from "@/components/i18n/i18n-provider";
import { useStatus } from "@/lib/chat/hooks/use-status";
import { useUserKey } from "@/lib/chat/stores/user-key";

export function DemoBanner() {
  const t = useT();
  const status = useStatus();
  const ownKey = useUserKey();
  if (!status.data?.demo || (status.data.userKeys && ownKey)) return null;
  return (
    <div role="note" className="border-b border-amber-200/70 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900 dark:border-amber-900/50 dark:bg-amber-950/40 dark:text-amber-200">
      <span className="font-medium">{t("demo.banner")}</span> <span className="opacity-80 max-sm:hidden">{t("demo.howto")}</span>
    </div>
  );
}
