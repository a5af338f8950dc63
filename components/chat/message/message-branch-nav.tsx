"use client";

// "‹ 2 / 3 ›": moves between the sibling branches of a message (edits, regenerations).

import type { BranchInfo } from "@/lib/chat/hooks";
import { useT } from "@/components/i18n/i18n-provider";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";

interface Props {
  branch: BranchInfo | undefined;
  onSelect: (nodeId: string) => void;
}

export function MessageBranchNav({ branch, onSelect }: Props) {
  const t = useT();
  if (!branch || branch.count < 2) return null;
  const { prevId, nextId } = branch;
  return (
    <div className="flex items-center text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
      <IconButton size="sm" label={t("message.previousBranch")} disabled={!prevId} onClick={() => prevId && onSelect(prevId)}>
        <ChevronLeftIcon />
      </IconButton>
      <span aria-live="polite">{t("message.branch", { index: branch.index + 1, count: branch.count })}</span>
      <IconButton size="sm" label={t("message.nextBranch")} disabled={!nextId} onClick={() => nextId && onSelect(nextId)}>
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
