"use client";

// Starts the app's offline and install support without slowing its start: the install offer is
// kept from the first render, and the service worker's code loads once the page is loaded and idle.

import { useEffect, useRef } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { showToast } from "@/components/ui/toast-store";
import { captureInstallPrompt } from "./install-prompt";

export function PwaStart() {
  const t = useT();
  // The notice is worded when it shows, in the language of that moment.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });

  useEffect(() => {
    const stopCapture = captureInstallPrompt(window);
    // `next dev` builds no worker; a browser without service workers runs the app online only.
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return stopCapture;
    const announce = (apply: () => void) =>
      showToast({ message: tRef.current("pwa.update"), action: { label: tRef.current("pwa.reload"), run: apply }, durationMs: Infinity });
    const start = () => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
      idle(() => {
        import("./service-worker-client").then(
          (module) => module.startServiceWorker(announce),
          () => {
            // The code could not be fetched (offline on a first visit): the next start tries again.
          },
        );
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      stopCapture();
    };
  }, []);
  return null;
}
