// Vitest's setup file: components rendered without the app's providers read English, and jsdom's
// <dialog> opens.

import { en } from "@/lib/i18n/en";
import { setFallbackDictionary } from "../i18n-provider";

setFallbackDictionary(en);

// jsdom has <dialog> but not its modal methods: a dialog opened in a test is just shown.
if (typeof HTMLDialogElement !== "undefined" && typeof HTMLDialogElement.prototype.showModal !== "function") {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
