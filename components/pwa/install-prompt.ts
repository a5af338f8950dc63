// The browser's offer to install the app (`beforeinstallprompt`, Chromium's), kept from the moment
// it comes so a button can make it later. Tiny: it is part of the first load, because the event
// may fire before anything loaded on demand could listen for it.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: InstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/** Starts keeping the offer (and forgetting it once the app is installed); returns a stop function. */
export function captureInstallPrompt(target: Pick<Window, "addEventListener" | "removeEventListener">): () => void {
  const onOffer = (event: Event) => {
    // Without this the browser shows its own mini-infobar; the app offers a button instead.
    event.preventDefault();
    set(event as InstallPromptEvent);
  };
  const onInstalled = () => set(null);
  target.addEventListener("beforeinstallprompt", onOffer);
  target.addEventListener("appinstalled", onInstalled);
  return () => {
    target.removeEventListener("beforeinstallprompt", onOffer);
    target.removeEventListener("appinstalled", onInstalled);
  };
}

export function installOffer(): InstallPromptEvent | null {
  return offer;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog. An offer can be used once, whatever the person answers. */
export async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const current = offer;
  if (!current) return "unavailable";
  set(null);
  await current.prompt();
  return (await current.userChoice).outcome;
}
