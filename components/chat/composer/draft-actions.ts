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
import { useDraftStore, type DocumentOffer, type DraftItem } from "./draft-attachments-store";
import { acceptedTypes } from "./composer-files";
import { imageLinkIn } from "./image-url";
import { prepareDocument, prepareFile, type Prepared } from "./prepare-attachments";
import type { NamedDocumentProblem } from "@/lib/chat/documents/document-types";
import { errorMessage } from "@/lib/async/error-message";

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

/** Offers what a document that could not be read needs, when the person can give it; false otherwise. */
function offerFor(file: File, problem: NamedDocumentProblem, settings: AddContext["settings"]): boolean {
  const key = newDraftKey();
  const add = (offer: DocumentOffer) => useDraftStore.setState((state) => ({ documentOffers: [...state.documentOffers, offer] }));
  if (problem.kind === "needs-password" || problem.kind === "wrong-password") {
    add({ key, file, kind: "password", wrong: problem.kind === "wrong-password" });
    return true;
  }
  if (problem.kind === "no-text-layer" && formatCapabilities(settings.model, settings.protocol).images) {
    add({ key, file, kind: "scan", pages: problem.pages });
    return true;
  }
  return false;
}

export function dismissOffer(key: number): void {
  useDraftStore.setState((state) => ({ documentOffers: state.documentOffers.filter((offer) => offer.key !== key) }));
}

/** Reads an encrypted document again with the password the person gave. */
export function openWithPassword(offer: Extract<DocumentOffer, { kind: "password" }>, password: string, context: AddContext): void {
  dismissOffer(offer.key);
  runJob(offer.file, context, (onProgress, signal) => prepareDocument(offer.file, onProgress, signal, password));
}

/** Sends a scan's pages as images, drawn in the documents worker within the person's image limits. */
export function sendScanPages(offer: Extract<DocumentOffer, { kind: "scan" }>, context: AddContext): void {
  dismissOffer(offer.key);
  const limits = imageLimits(useAttachmentPreferences.getState());
  runJob(offer.file, context, async (onProgress, signal) => {
    const { documentReader } = await import("@/lib/chat/documents/document-client");
    const pages: File[] = [];
    const base = offer.file.name.replace(/\.pdf$/i, "");
    const outcome = await documentReader.renderPages(offer.file, {
      limits,
      signal,
      onPage: (image, done, total) => {
        const extension = image.blob.type.split("/")[1] ?? "jpeg";
        pages.push(new File([image.blob], `${base} p${image.page}.${extension}`, { type: image.blob.type }));
        onProgress(done / total);
      },
    });
    if (!outcome.ok) return { problem: { kind: "document", name: offer.file.name, problem: outcome.problem } };
    return { attachments: pages.map((file): OutgoingAttachment => ({ type: "file", file })) };
  });
}

type Prepare = (onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<Prepared | { attachments: OutgoingAttachment[] }>;

/**
 * Prepares one file as a draft item: its tile shows progress, Remove stops it, and it ends as what
 * it prepared into (one attachment, or a scan's pages), a question for the person, or a refusal.
 */
function runJob(file: File, { settings, t, started }: AddContext, prepare: Prepare, key = newDraftKey()): void {
  if (useDraftStore.getState().generation !== started) return;
  if (!useDraftStore.getState().items.some((item) => item.key === key)) change((items) => [...items, { key, name: file.name, progress: 0, attachment: null }]);
  const alive = () => {
    const { generation, items } = useDraftStore.getState();
    return generation === started && items.some((item) => item.key === key);
  };
  const refuse = (problem: AttachmentProblem) => {
    const text = problemText(problem, t);
    removeItem(key);
    useDraftStore.setState((state) => ({ errors: [...state.errors, text] }));
  };
  const job = async () => {
    if (!alive()) return;
    let shown = 0;
    const stop = new AbortController();
    preparing.set(key, stop);
    const prepared = await prepare((fraction) => {
      if (fraction - shown < PROGRESS_STEP) return;
      shown = fraction;
      update(key, { progress: fraction });
    }, stop.signal).finally(() => preparing.delete(key));
    if (!alive()) return;
    if ("problem" in prepared) {
      // A password, or a scan's pages as images: the person is asked rather than told it failed.
      if (prepared.problem.kind === "document" && offerFor(file, prepared.problem.problem, settings)) removeItem(key);
      else refuse(prepared.problem);
      return;
    }
    const made = "attachment" in prepared ? [prepared.attachment] : prepared.attachments;
    const others = useDraftStore.getState().items.reduce((sum, item) => sum + (item.attachment ? outgoingSize(item.attachment) : 0), 0);
    if (others + made.reduce((sum, attachment) => sum + outgoingSize(attachment), 0) > MAX_TOTAL_MB * MB) {
      refuse({ kind: "total", name: file.name, limitMb: MAX_TOTAL_MB });
      return;
    }
    const [first, ...rest] = made;
    if (!first) return removeItem(key);
    update(key, { progress: null, attachment: first, name: outgoingName(first) });
    change((items) => [...items, ...rest.map((attachment) => ({ key: newDraftKey(), name: outgoingName(attachment), progress: null, attachment }))]);
  };
  const failed = (error: unknown) => {
    const message = errorMessage(error);
    refuse({ kind: "failed", name: file.name, message });
  };
  // One file at a time bounds the memory large images take; a job that throws does not stop the rest.
  queue = queue.then(() => job().catch(failed));
}

export function addFiles(files: readonly File[], context: AddContext): void {
  const { settings, t, started } = context;
  if (files.length === 0 || useDraftStore.getState().generation !== started) return;
  const problems: string[] = [];
  const textOnly: File[] = [];
  const accepted: Array<{ file: File; key: number }> = [];
  for (const file of files) {
    const problem = screenFile(file, settings);
    if (problem) problems.push(problemText(problem, t));
    if (problem?.kind === "text-only") textOnly.push(file);
    if (!problem) accepted.push({ file, key: newDraftKey() });
  }
  useDraftStore.setState({ errors: problems, textOnly });
  // Every tile shows at once, in the order picked; they are prepared one after another.
  change((items) => [...items, ...accepted.map(({ file, key }) => ({ key, name: file.name, progress: 0, attachment: null }))]);

  const chosen = useAttachmentPreferences.getState();
  const taken = acceptedTypes(settings);
  const options = { limits: imageLimits(chosen), keepOriginals: chosen.keepOriginals, takes: (type: string) => taken.includes(type) };
  for (const { file, key } of accepted) runJob(file, context, (onProgress, signal) => prepareFile(file, options, onProgress, signal), key);
}
