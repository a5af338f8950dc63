"use client";

// Starts the app's offline and install support without slowing its start: the install offer is
// kept from the first render, and the service worker's code loads once the page is loaded, no reply
// has run for a few seconds, and the page is idle. Its first install fetches and compiles every
// script of the build, seconds of CPU that made a reply sent in the first second stutter.

import { useEffect, useRef } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { showToast } from "@/components/ui/toast-store";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import { captureInstallPrompt } from "./install-prompt";
import { afterNoReplyFor } from "./after-no-reply-for";

/** How long no reply must have run before the worker is registered. */
const QUIET_MS = 5000;

export function PwaStart() {
  const t = useT();
  // The notice is worded when it shows, in the language of that moment.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });

  useEffect(() => {
    const stopCapture = captureInstallPrompt(window);
    // A browser without service workers (or on plain http) runs the app online only.
    if (!("serviceWorker" in navigator)) return stopCapture;
    if (process.env.NODE_ENV !== "production") {
      // `next dev` builds no worker; one left by a production build on this address would serve
      // that build's shell when the dev server is down.
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return stopCapture;
    }
    const announce = (apply: () => void) =>
      showToast({ message: tRef.current("pwa.update"), action: { label: tRef.current("pwa.reload"), run: apply }, durationMs: Infinity });
    const register = () => {
      import("./service-worker-client").then(
        (module) => module.startServiceWorker(announce),
        () => {
          // The code could not be fetched (offline on a first visit): the next start tries again.
        },
      );
    };
    let cancelWait = () => {};
    const start = () => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
      cancelWait = afterNoReplyFor(useRunningStore, QUIET_MS, () => idle(register));
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancelWait();
      stopCapture();
    };
  }, []);
  return null;
}
