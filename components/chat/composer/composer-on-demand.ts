// What the composer fetches the first time it is needed (a file picked, an address pasted), not with
// the page: one chunk, so the page carries one loader for all of it.

export { default as ComposerExtras } from "./composer-extras";
export { addFiles, offerLink, restoreDraft } from "./draft-actions";
