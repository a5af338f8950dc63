// The attachments of the message being written. They live outside the composer so that the code that
// adds and prepares them (draft-actions.ts) is fetched with the first file, not with the page; here
// is only what showing and sending them needs. A draft belongs to one conversation: another one starts empty, and work
// still running for an earlier draft (another conversation, a sent message) is dropped.

import { create } from "zustand";
import type { ImageLink, OutgoingAttachment } from "@/lib/chat/attachments/outgoing";

export interface DraftItem {
  key: number;
  name: string;
  /** From 0 to 1 while the file is prepared; null once it is ready. */
  progress: number | null;
  attachment: OutgoingAttachment | null;
}

/**
 * A document that needs the person before it can be read: a password, or (a scan, on a model that
 * reads images) the choice to send its pages as images.
 */
export type DocumentOffer = { key: number; file: File; kind: "password"; wrong: boolean } | { key: number; file: File; kind: "scan"; pages: number };

interface DraftState {
  /** The conversation the draft belongs to (null: a new chat). */
  scope: string | null;
  items: DraftItem[];
  /** Why files were not attached, one message per file. */
  errors: string[];
  /** Images and videos refused because the model reads text only: switching model attaches them. */
  textOnly: File[];
  /** An image address just pasted, which can go as the image itself. */
  offer: ImageLink | null;
  documentOffers: DocumentOffer[];
  /** Picks whose files are not yet in `items` or refused (their code may still be loading): until
   * then the draft is not ready to send, or Enter would send the text without them. */
  incoming: number;
  /** Bumped with every new draft; work started under another value is dropped. */
  generation: number;
}

/** A draft with nothing in it; also what the composer shows while the store still holds another conversation's. */
export const EMPTY_DRAFT: Pick<DraftState, "items" | "errors" | "textOnly" | "offer" | "documentOffers" | "incoming"> = { items: [], errors: [], textOnly: [], offer: null, documentOffers: [], incoming: 0 };

export const useDraftStore = create<DraftState>(() => ({ scope: null, ...EMPTY_DRAFT, generation: 0 }));

/** Starts an empty draft for `scope`. */
export function resetDraft(scope: string | null): void {
  useDraftStore.setState((state) => ({ scope, ...EMPTY_DRAFT, generation: state.generation + 1 }));
}

/** Marks files as on their way into the draft; the returned function says they have arrived (or
 * were refused). A draft started meanwhile owes them nothing. */
export function expectFiles(): () => void {
  const { generation } = useDraftStore.getState();
  useDraftStore.setState((state) => ({ incoming: state.incoming + 1 }));
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    useDraftStore.setState((state) => (state.generation === generation ? { incoming: Math.max(0, state.incoming - 1) } : {}));
  };
}

/** Hands over what is ready to send and starts an empty draft. */
export function takeDraft(): OutgoingAttachment[] {
  const { scope, items } = useDraftStore.getState();
  resetDraft(scope);
  return items.flatMap((item) => (item.attachment ? [item.attachment] : []));
}

