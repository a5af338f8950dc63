// What the composer fetches the first time it is needed (a file picked, an address pasted), not with
// the page: one chunk, so the page carries one loader for all of it.

export { default as ComposerAttachments } from "./composer-attachments";
export { default as ComposerLinkOffer } from "./composer-link-offer";
export { addFiles, restoreDraft } from "./draft-actions";
export { imageLinkIn } from "./image-url";
