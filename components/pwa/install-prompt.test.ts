import { afterEach, describe, expect, it, vi } from "vitest";
import { captureInstallPrompt, installOffer, promptInstall, subscribeInstallOffer, type InstallPromptEvent } from "./install-prompt";

function offerEvent(outcome: "accepted" | "dismissed") {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as InstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe("install prompt", () => {
  it("keeps the browser's offer instead of letting it show its own bar, and tells subscribers", () => {
    const target = new EventTarget() as unknown as Window;
    stop = captureInstallPrompt(target);
    const changed = vi.fn();
    const unsubscribe = subscribeInstallOffer(changed);
    const { event } = offerEvent("accepted");
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer()).toBe(event);
    expect(changed).toHaveBeenCalledOnce();
    unsubscribe();
    target.dispatchEvent(new Event("appinstalled"));
    expect(installOffer()).toBeNull();
  });

  it("shows the dialog once: the offer is spent whatever the answer", async () => {
    const target = new EventTarget() as unknown as Window;
    stop = captureInstallPrompt(target);
    const { event, prompt } = offerEvent("dismissed");
    target.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBe("dismissed");
    expect(prompt).toHaveBeenCalledOnce();
    expect(installOffer()).toBeNull();
    await expect(promptInstall()).resolves.toBe("unavailable");
  });

  it("stops listening when told", () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target)();
    target.dispatchEvent(offerEvent("accepted").event);
    expect(installOffer()).toBeNull();
  });
});
