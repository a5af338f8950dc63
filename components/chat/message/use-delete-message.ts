"use client";

// Delete with Undo: the message stays (dimmed) while the "Message deleted." toast is up and is
// deleted only when the toast goes away without Undo.

import { useCallback } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useEngine } from "@/lib/chat/hooks";
import { usePendingDeleteStore } from "@/components/chat/message/pending-delete-store";
import { ownValue } from "@/lib/protocol/own-key";
import { showToast } from "@/components/ui/toast-store";

export const MESSAGE_DELETE_UNDO_MS = 8000;

export function useDeleteMessage(): (id: string) => void {
  const t = useT();
  const engine = useEngine();
  return useCallback(
    (id: string) => {
      const { mark, unmark } = usePendingDeleteStore.getState();
      if (!mark(id)) return;
      showToast({
        message: t("message.deleted"),
        action: { label: t("conversation.undo"), run: () => unmark(id) },
        onExpire: () => {
          void engine.deleteMessage(id).finally(() => unmark(id));
        },
        durationMs: MESSAGE_DELETE_UNDO_MS,
      });
    },
    [t, engine],
  );
}

export function useDeletePending(id: string | undefined): boolean {
  return usePendingDeleteStore((state) => (id ? ownValue(state.pending, id) === true : false));
}
