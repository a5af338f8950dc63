"use client";

// The list of keyboard shortcuts, opened with `?`. Loaded on demand: nobody needs it at start-up.

import { useT } from "@/components/i18n/i18n-provider";
import { Sheet } from "@/components/ui/sheet";
import { useHydrated } from "@/components/ui/use-hydrated";
import { isMacPlatform } from "./use-shortcuts";

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function ShortcutsSheet({ open, onClose }: Props) {
  const t = useT();
  const mod = useHydrated() && isMacPlatform() ? "⌘" : "Ctrl";
  const rows: [string, string[]][] = [
    [t("shortcuts.send"), ["Enter"]],
    [t("shortcuts.newLine"), ["Shift", "Enter"]],
    [t("shortcuts.searchAction"), [mod, "K"]],
    [t("shortcuts.newChatAction"), [mod, "Shift", "O"]],
    [t("shortcuts.help"), ["?"]],
    [t("shortcuts.dismiss"), ["Esc"]],
  ];
  return (
    <Sheet open={open} onClose={onClose} title={t("shortcuts.title")} closeLabel={t("shortcuts.close")}>
      <dl className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
        {rows.map(([action, keys]) => (
          <div key={action} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-zinc-700 dark:text-zinc-300">{action}</dt>
            <dd className="flex shrink-0 gap-1">
              {keys.map((name) => (
                <kbd key={name} className="min-w-6 rounded-md border border-zinc-200 bg-zinc-50 px-1.5 py-0.5 text-center font-sans text-xs text-zinc-700 shadow-[0_1px_0] shadow-zinc-200 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-200 dark:shadow-zinc-700">
                  {name}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Sheet>
  );
}
