import { describe, expect, it } from "vitest";
import { INITIAL_SHARE_STATE, canEdit, shareDialogReducer, type ShareDialogState, type ShareEvent } from "./share-dialog-state";

const run = (...events: ShareEvent[]): ShareDialogState => events.reduce(shareDialogReducer, INITIAL_SHARE_STATE);
const LINK = { url: "http://x/s/id#key", expiresAt: null };

describe("shareDialogReducer", () => {
  it("starts by asking the server, with images and thinking on and a week's expiry", () => {
    expect(INITIAL_SHARE_STATE.phase).toEqual({ kind: "checking" });
    expect(INITIAL_SHARE_STATE.options).toEqual({ expires: "7d", images: true, thinking: true });
  });

  it("explains a server that needs Redis instead of offering Create link", () => {
    expect(run({ type: "availability", available: false, problem: "needs-redis" }).phase).toEqual({ kind: "needs-redis" });
    expect(run({ type: "availability", available: false, problem: "needs-redis" }, { type: "create" }).phase).toEqual({ kind: "needs-redis" });
  });

  it("offers Create link when the server can keep shares, or could not be asked (the error is kept)", () => {
    expect(run({ type: "availability", available: true }).phase).toEqual({ kind: "ready" });
    const failed = run({ type: "availability-failed", error: { kind: "network" } });
    expect(failed.phase).toEqual({ kind: "ready" });
    expect(failed.error).toEqual({ kind: "network" });
    // A new attempt clears it.
    expect(shareDialogReducer(failed, { type: "create" }).error).toBeNull();
  });

  it("goes from creating to the link, and back to ready with the reason when it fails", () => {
    const creating = run({ type: "availability", available: true }, { type: "create" });
    expect(creating.phase).toEqual({ kind: "creating" });
    expect(shareDialogReducer(creating, { type: "created", link: LINK }).phase).toEqual({ kind: "created", link: LINK });
    const failed = shareDialogReducer(creating, { type: "failed", error: { kind: "rate_limited" } });
    expect(failed.phase).toEqual({ kind: "ready" });
    expect(failed.error).toEqual({ kind: "rate_limited" });
  });

  it("does not create twice, nor before the server has answered", () => {
    expect(run({ type: "create" }).phase).toEqual({ kind: "checking" });
    const creating = run({ type: "availability", available: true }, { type: "create" });
    expect(shareDialogReducer(creating, { type: "create" })).toBe(creating);
  });

  it("keeps the options fixed while the link is made and once it exists", () => {
    const ready = run({ type: "availability", available: true }, { type: "options", options: { images: false, expires: "1d" } });
    expect(ready.options).toEqual({ expires: "1d", images: false, thinking: true });
    expect(canEdit(ready)).toBe(true);
    const creating = shareDialogReducer(ready, { type: "create" });
    expect(canEdit(creating)).toBe(false);
    expect(shareDialogReducer(creating, { type: "options", options: { thinking: false } }).options.thinking).toBe(true);
    const created = shareDialogReducer(creating, { type: "created", link: LINK });
    expect(shareDialogReducer(created, { type: "options", options: { expires: "never" } }).options.expires).toBe("1d");
  });

  it("ignores a late availability answer once the person has moved on", () => {
    const created = run({ type: "availability", available: true }, { type: "create" }, { type: "created", link: LINK });
    expect(shareDialogReducer(created, { type: "availability", available: false, problem: "needs-redis" })).toBe(created);
    expect(shareDialogReducer(created, { type: "failed", error: "late" })).toBe(created);
  });
});
