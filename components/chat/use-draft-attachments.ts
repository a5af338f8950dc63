"use client";

// The attachments of the message being written. Picked files are prepared one at a time (scaled in a
// worker where they need it) while their thumbnails show progress; a file that cannot be attached
// leaves a message naming it and the reason, and everything else in the draft stays. The preparing
// code is fetched with the first file, not with the page. Attachments belong to the conversation
// they were added in: another conversation starts with none.

import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { imageLimits } from "@/lib/chat/attachments/attachment-preferences";
import { outgoingName, outgoingSize, type ImageLink, type OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import type { ConversationSettings } from "@/lib/protocol/message";

export interface DraftItem {
  key: number;
  name: string;
  /** From 0 to 1 while the file is prepared; null once it is ready. */
  progress: number | null;
  attachment: OutgoingAttachment | null;
}

const loadPreparer = () => import("./prepare-attachments");

/** Progress is redrawn in steps of this much, not on every chunk the worker reads. */
const PROGRESS_STEP = 0.02;

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

  const update = useCallback(
    (key: number, patch: Partial<DraftItem>) => commit((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [commit],
  );

  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const started = generation.current;
      let preparer: Awaited<ReturnType<typeof loadPreparer>>;
      try {
        preparer = await loadPreparer();
      } catch (error) {
        // The code could not be fetched (offline, a new deployment): nothing was attached.
        const message = error instanceof Error ? error.message : String(error);
        setErrors(files.map((file) => t("attachments.failed", { name: file.name, message })));
        return;
      }
      if (started !== generation.current) return;
      const { MAX_TOTAL_MB, MB, prepareFile, problemText, screenFile } = preparer;
      const problems: string[] = [];
      const accepted: Array<{ file: File; key: number }> = [];
      for (const file of files) {
        const problem = screenFile(file, settings);
        if (problem) problems.push(problemText(problem, t));
        else accepted.push({ file, key: nextKey.current++ });
      }
      setErrors(problems);
      commit((list) => [...list, ...accepted.map(({ file, key }) => ({ key, name: file.name, progress: 0, attachment: null }))]);
      const options = { settings, limits: imageLimits(preferences), keepOriginals: preferences.keepOriginals };
      const alive = (key: number) => started === generation.current && current.current.some((item) => item.key === key);

      for (const { file, key } of accepted) {
        queue.current = queue.current.then(async () => {
          if (!alive(key)) return;
          let shown = 0;
          const prepared = await prepareFile(file, options, (fraction) => {
            if (fraction - shown < PROGRESS_STEP) return;
            shown = fraction;
            update(key, { progress: fraction });
          }).catch((error: unknown) => ({ problem: { kind: "failed", name: file.name, message: String(error) } as const }));
          if (!alive(key)) return;
          let problem: Parameters<typeof problemText>[0] | null = "problem" in prepared ? prepared.problem : null;
          if ("attachment" in prepared) {
            const others = current.current.reduce((sum, item) => sum + (item.attachment ? outgoingSize(item.attachment) : 0), 0);
            if (others + outgoingSize(prepared.attachment) > MAX_TOTAL_MB * MB) problem = { kind: "total", name: file.name, limitMb: MAX_TOTAL_MB };
            else update(key, { progress: null, attachment: prepared.attachment });
          }
          if (problem) {
            const text = problemText(problem, t);
            commit((list) => list.filter((item) => item.key !== key));
            setErrors((list) => [...list, text]);
          }
        });
      }
    },
    [settings, preferences, t, commit, update],
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
