// Changing the draft's attachments, fetched with the first file rather than with the page. Picked
// files are screened at once (each refusal names the file and the reason), then prepared one at a
// time while their thumbnails show progress, and refused afterwards if they do not decode, cannot be
// made small enough or would take the message past its total. The rest of the draft always stays.

import { imageLimits } from "@/lib/chat/attachments/attachment-preferences";
import { outgoingName, outgoingSize, type ImageLink, type OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { useAttachmentPreferences } from "@/lib/chat/stores/attachment-preferences-store";
import type { Translate } from "@/lib/i18n/translate";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";
import { problemText, type AttachmentProblem } from "./attachment-problem";
import { MAX_TOTAL_MB, MB, screenFile } from "./screen-file";
import { useDraftStore, type DraftItem } from "./draft-attachments-store";
import { acceptedTypes } from "./composer-files";
import { imageLinkIn } from "./image-url";
import { prepareFile } from "./prepare-attachments";

export interface AddContext {
  settings: Pick<ConversationSettings, "model" | "protocol">;
  t: Translate;
  /** The draft's generation when the files were picked: a draft sent or left since gets none of them. */
  started: number;
}

/** Progress is redrawn in steps of this much, not on every chunk the worker reads. */
const PROGRESS_STEP = 0.02;

let queue: Promise<void> = Promise.resolve();
let lastKey = 0;
const newDraftKey = () => ++lastKey;

const change = (edit: (items: DraftItem[]) => DraftItem[]) => useDraftStore.setState((state) => ({ items: edit(state.items) }));
const update = (key: number, patch: Partial<DraftItem>) => change((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));

/** The work preparing each item (a document being read): removing the item stops it. */
const preparing = new Map<number, AbortController>();

export function removeItem(key: number): void {
  preparing.get(key)?.abort();
  change((items) => items.filter((item) => item.key !== key));
}

/** Offers `pasted` as an image, when it is an image address alone and the format takes images. */
export function offerLink(pasted: string, settings: AddContext["settings"]): void {
  const images = formatCapabilities(settings.model, settings.protocol).images;
  useDraftStore.setState({ offer: images ? imageLinkIn(pasted) : null });
}

/** Puts the offered image in the draft. */
export function addLink(link: ImageLink): void {
  useDraftStore.setState({ offer: null });
  change((items) =>
    items.some((item) => item.attachment?.type === "url" && item.attachment.url === link.url)
      ? items
      : [...items, { key: newDraftKey(), name: link.name, progress: null, attachment: { type: "url", ...link } }],
  );
}

/** Puts attachments back after a send that stored nothing, unless new ones were added meanwhile. */
export function restoreDraft(attachments: readonly OutgoingAttachment[]): void {
  change((items) => (items.length > 0 ? items : attachments.map((attachment) => ({ key: newDraftKey(), name: outgoingName(attachment), progress: null, attachment }))));
}

export function addFiles(files: readonly File[], { settings, t, started }: AddContext): void {
  if (files.length === 0 || useDraftStore.getState().generation !== started) return;
  const problems: string[] = [];
  const accepted: Array<{ file: File; key: number }> = [];
  for (const file of files) {
    const problem = screenFile(file, settings);
    if (problem) problems.push(problemText(problem, t));
    else accepted.push({ file, key: newDraftKey() });
  }
  useDraftStore.setState({ errors: problems });
  change((items) => [...items, ...accepted.map(({ file, key }) => ({ key, name: file.name, progress: 0, attachment: null }))]);

  const chosen = useAttachmentPreferences.getState();
  const taken = acceptedTypes(settings);
  const options = { limits: imageLimits(chosen), keepOriginals: chosen.keepOriginals, takes: (type: string) => taken.includes(type) };
  const alive = (key: number) => {
    const { generation, items } = useDraftStore.getState();
    return generation === started && items.some((item) => item.key === key);
  };

  for (const { file, key } of accepted) {
    const job = async () => {
      if (!alive(key)) return;
      let shown = 0;
      const stop = new AbortController();
      preparing.set(key, stop);
      const prepared = await prepareFile(
        file,
        options,
        (fraction) => {
          if (fraction - shown < PROGRESS_STEP) return;
          shown = fraction;
          update(key, { progress: fraction });
        },
        stop.signal,
      ).finally(() => preparing.delete(key));
      if (!alive(key)) return;
      let problem: AttachmentProblem | null = "problem" in prepared ? prepared.problem : null;
      if ("attachment" in prepared) {
        const others = useDraftStore.getState().items.reduce((sum, item) => sum + (item.attachment ? outgoingSize(item.attachment) : 0), 0);
        if (others + outgoingSize(prepared.attachment) > MAX_TOTAL_MB * MB) problem = { kind: "total", name: file.name, limitMb: MAX_TOTAL_MB };
        else update(key, { progress: null, attachment: prepared.attachment });
      }
      if (problem) {
        const text = problemText(problem, t);
        removeItem(key);
        useDraftStore.setState((state) => ({ errors: [...state.errors, text] }));
      }
    };
    const failed = (error: unknown) => {
      removeItem(key);
      const message = error instanceof Error ? error.message : String(error);
      useDraftStore.setState((state) => ({ errors: [...state.errors, problemText({ kind: "failed", name: file.name, message }, t)] }));
    };
    // One file at a time bounds the memory large images take; a job that throws does not stop the rest.
    queue = queue.then(() => job().catch(failed));
  }
}
