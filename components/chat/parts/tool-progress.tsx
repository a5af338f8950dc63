"use client";

// A running MCP call's progress, as its server reports it: a bar when it gives a total, and its message.

import { useMcpProgressStore } from "@/lib/chat/stores/mcp-progress-store";
import { ownValue } from "@/lib/protocol/own-key";

export function ToolProgress({ callId }: { callId: string }) {
  const progress = useMcpProgressStore((state) => ownValue(state.byCall, callId));
  if (!progress) return null;
  const { total } = progress;
  return (
    <div className="mt-2 flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
      {total !== undefined && total > 0 && <progress value={Math.min(progress.progress, total)} max={total} className="h-1.5 w-32 accent-indigo-600" />}
      <span>{progress.message ?? (total ? `${progress.progress} / ${total}` : String(progress.progress))}</span>
    </div>
  );
}
