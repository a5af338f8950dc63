"use client";

// The attachments of the message being written. Picked files are prepared one at a time (scaled in a
// worker where they need it) while their thumbnails show progress; a file that cannot be attached
// leaves a message naming it and the reason, and everything else in the draft stays. The preparing
// code is fetched with the first file, not with the page. Attachments belong to the conversation
// they were added in: another conversation starts with none.

import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { outgoingName, type ImageLink, type OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import type { ConversationSettings } from "@/lib/protocol/message";
import type { DraftControl } from "./add-draft-files";

export interface DraftItem {
  key: number;
  name: string;
  /** From 0 to 1 while the file is prepared; null once it is ready. */
  progress: number | null;
  attachment: OutgoingAttachment | null;
}

const loadAdder = () => import("./add-draft-files");

export function useDraftAttachments(scope: string | null, settings: Pick<ConversationSettings, "model" | "protocol">) {
  const t = useT();
  const preferences = usePreferencesStore((state) => state.attachments);
  const [items, setItems] = useState<DraftItem[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [shownScope, setShownScope] = useState(scope);
  if (shownScope !== scope) {
    setShownScope(scope);
    setItems([]);
    setErrors([]);
  }
  // The list as of the last change, for work that finishes between renders.
  const current = useRef(items);
  // Work started for an earlier draft (another conversation, a sent message) must not land in this one.
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current++;
      current.current = [];
    },
    [scope],
  );
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  const commit = useCallback((change: (list: DraftItem[]) => DraftItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const started = generation.current;
      const draft: DraftControl = {
        settings,
        preferences,
        t,
        stillCurrent: () => started === generation.current,
        items: () => current.current,
        newKey: () => nextKey.current++,
        commit,
        setErrors,
        enqueue: (job) => {
          // A job that throws must not stop the ones after it.
          queue.current = queue.current.then(job).catch((error: unknown) => console.error("Moonlit: preparing an attachment failed.", error));
        },
      };
      loadAdder().then(
        ({ addDraftFiles }) => draft.stillCurrent() && addDraftFiles(files, draft),
        (error: unknown) => {
          // The code could not be fetched (offline, a new deployment): nothing was attached.
          const message = error instanceof Error ? error.message : String(error);
          setErrors(files.map((file) => t("attachments.failed", { name: file.name, message })));
        },
      );
    },
    [settings, preferences, t, commit],
  );

  const addLink = useCallback(
    (link: ImageLink) => {
      const item: DraftItem = { key: nextKey.current++, name: link.name, progress: null, attachment: { type: "url", ...link } };
      commit((list) => (list.some((other) => other.attachment?.type === "url" && other.attachment.url === link.url) ? list : [...list, item]));
    },
    [commit],
  );

  const remove = useCallback((key: number) => commit((list) => list.filter((item) => item.key !== key)), [commit]);

  /** Hands over what is ready and empties the draft. */
  const take = useCallback((): OutgoingAttachment[] => {
    generation.current++;
    const ready = current.current.flatMap((item) => (item.attachment ? [item.attachment] : []));
    commit(() => []);
    setErrors([]);
    return ready;
  }, [commit]);

  /** Puts attachments back after a send that stored nothing, unless new ones were added meanwhile. */
  const restore = useCallback(
    (attachments: OutgoingAttachment[]) => {
      const restored = attachments.map((attachment) => ({ key: nextKey.current++, name: outgoingName(attachment), progress: null, attachment }));
      commit((list) => (list.length > 0 ? list : restored));
    },
    [commit],
  );

  const busy = items.some((item) => item.progress !== null);
  const ready = items.some((item) => item.attachment !== null);
  return { items, errors, busy, ready, add, addLink, remove, take, restore };
}
