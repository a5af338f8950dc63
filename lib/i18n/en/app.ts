// App-wide strings: name, demo banner, not-found and crash pages, offline/PWA notices, storage errors.

import type { Message } from "../message";

export const app = {
  "app.name": "Moonlit",
  "app.skipToComposer": "Skip to the message box",
  "app.description": "A self-hostable chat for Kimi K3 and K3.1 Pro",

  "demo.banner": "Demo mode: replies are simulated, not from Kimi.",
  "demo.howto": "Set EVOLINK_API_KEY on the server and restart to chat with Kimi.",

  "error.storage": "Could not save: {message}",
  "error.storage.quota":
    "The browser's storage is full, so this change was not saved. Delete old conversations or large attachments, or free up disk space, then try again.",
  "error.storage.unavailable":
    "The browser's storage is not available (private browsing or blocked site data can cause this), so conversations cannot be saved here.",
  "error.storage.unknown": "Saving to the browser's storage failed. Your earlier conversations are unchanged; please try again.",
  "error.engine.other-tab-streaming": "A reply is still being written here in another tab. Send once it has ended; your message is back in the box.",
  "error.generic": "Something went wrong: {message}",

  "notFound.title": "This page isn’t here",
  "notFound.hint": "The address may be mistyped, or the page has moved.",
  "notFound.home": "Go to Moonlit",
  "pwa.offline": "You’re offline. Your message is still here: send it once you’re back online.",
  "pwa.update": "A new version is available",
  "pwa.reload": "Reload",
  "pwa.install": "Install app",
  "pwa.installHint": "Opens in its own window, and works offline.",
  "crash.title": "Something went wrong",
  "crash.hint": "This page hit an error. Your conversations are safe on this device.",
  "crash.retry": "Try again",
  "crash.message": "This message could not be shown",
  "crash.raw": "Stored message",
} as const satisfies Record<string, Message>;
