"use client";

// What shows above the message box once there is something to show: the thumbnails, what a document
// needs from the person (a password, or sending a scan's pages as images), and the offer to send a
// pasted image address as the image. Fetched with the first attachment, not with the page.

import ComposerAttachments from "./composer-attachments";
import { ComposerDocumentOffers } from "./composer-document-offers";
import { holdsLongDocument, LongCacheOffer } from "./long-cache-offer";
import { COMPOSER_INPUT_ID } from "./composer-id";
import ComposerLinkOffer from "./composer-link-offer";
import type { DocumentOffer, DraftItem } from "./draft-attachments-store";
import type { ImageLink } from "@/lib/chat/attachments/outgoing";
import type { ConversationSettings } from "@/lib/protocol/message";

interface Props {
  items: readonly DraftItem[];
  /** Shown while the message box still holds the address. */
  offer: ImageLink | null;
  documentOffers: readonly DocumentOffer[];
  settings: Pick<ConversationSettings, "model" | "protocol">;
  conversationId: string | null;
  text: string;
  /** Takes the address out of the message box once the image is in the draft. */
  onText: (text: string) => void;
}

export default function ComposerExtras({ items, offer, documentOffers, settings, conversationId, text, onText }: Props) {
  return (
    <>
      <ComposerAttachments items={items} />
      <ComposerDocumentOffers offers={documentOffers} settings={settings} />
      {holdsLongDocument(items) && <LongCacheOffer conversationId={conversationId} />}
      {offer && text.includes(offer.url) && (
        <ComposerLinkOffer
          link={offer}
          onAccept={() => {
            onText(text.replace(offer.url, "").trim());
            // The button goes away with the address: the message box is next.
            document.getElementById(COMPOSER_INPUT_ID)?.focus();
          }}
        />
      )}
    </>
  );
}
