import { describe, expect, it, vi } from "vitest";
import { isSkipWaiting, SKIP_WAITING } from "@/lib/pwa/contract";
import { watchForUpdates, type ContainerLike, type RegistrationLike, type WorkerLike } from "./update-watch";

/** Just enough of EventTarget: listeners by type, and a way to fire them. */
function emitter() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
  };
}

function fakeWorker(state = "installing") {
  const events = emitter();
  const worker = { state, postMessage: vi.fn(), addEventListener: events.addEventListener };
  return { worker, fire: events.fire };
}

function setup({ controlled, waiting = null }: { controlled: boolean; waiting?: WorkerLike | null }) {
  const registrationEvents = emitter();
  const containerEvents = emitter();
  const registration: RegistrationLike = { installing: null, waiting, addEventListener: registrationEvents.addEventListener };
  const container: ContainerLike = { controller: controlled ? {} : null, addEventListener: containerEvents.addEventListener };
  const applies: (() => void)[] = [];
  const reload = vi.fn();
  watchForUpdates(registration, container, (apply) => applies.push(apply), reload);
  /** A new worker is found and installs. */
  const install = () => {
    const { worker, fire } = fakeWorker();
    registration.installing = worker;
    registrationEvents.fire("updatefound");
    worker.state = "installed";
    fire("statechange");
    return worker;
  };
  return { container, applies, reload, install, controllerChange: () => containerEvents.fire("controllerchange") };
}

describe("watchForUpdates", () => {
  it("says nothing about the very first install, and does not reload when it takes over", () => {
    const view = setup({ controlled: false });
    view.install();
    view.controllerChange();
    expect(view.applies).toHaveLength(0);
    expect(view.reload).not.toHaveBeenCalled();
  });

  it("announces a new version that installs while the page is controlled, once", () => {
    const view = setup({ controlled: true });
    const worker = view.install();
    expect(view.applies).toHaveLength(1);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(view.reload).not.toHaveBeenCalled();
  });

  it("announces a version already waiting from an earlier visit", () => {
    const { worker } = fakeWorker("installed");
    const view = setup({ controlled: true, waiting: worker });
    expect(view.applies).toHaveLength(1);
  });

  it("on Reload asks the waiting worker to take over, and reloads once it has", () => {
    const view = setup({ controlled: true });
    const worker = view.install();
    view.applies[0]();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(isSkipWaiting(worker.postMessage.mock.calls[0][0])).toBe(true);
    expect(view.reload).not.toHaveBeenCalled();
    view.controllerChange();
    expect(view.reload).toHaveBeenCalledOnce();
    // Another tab's worker taking over later is not this page's reload to make.
    view.controllerChange();
    expect(view.reload).toHaveBeenCalledOnce();
  });

  it("does not reload by itself when another tab applied the update, but reloads at once on Reload", () => {
    const view = setup({ controlled: true });
    const worker = view.install();
    worker.state = "activated";
    view.controllerChange();
    expect(view.reload).not.toHaveBeenCalled();
    view.applies[0]();
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(view.reload).toHaveBeenCalledOnce();
  });
});

describe("isSkipWaiting", () => {
  it("knows the page's message and nothing else", () => {
    expect(isSkipWaiting({ type: SKIP_WAITING })).toBe(true);
    expect(isSkipWaiting({ type: "SKIP_WAITING" })).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
    expect(isSkipWaiting("moonlit:skip-waiting")).toBe(false);
  });
});
