import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestPersistentStorage, resetPersistRequest } from "./persist-storage";

function stubStorage(persisted: boolean, grants = true) {
  return { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grants) };
}

beforeEach(() => resetPersistRequest());

describe("requestPersistentStorage", () => {
  it("asks once, however often it is called", async () => {
    const storage = stubStorage(false);
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it("does not ask when storage is already persistent", async () => {
    const storage = stubStorage(true);
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it("reports a refusal or a failure as not persistent", async () => {
    expect(await requestPersistentStorage(stubStorage(false, false))).toBe(false);
    resetPersistRequest();
    const failing = { persisted: vi.fn(async () => false), persist: vi.fn(async () => Promise.reject(new Error("no"))) };
    expect(await requestPersistentStorage(failing)).toBe(false);
  });

  it("without the Storage API there is nothing to ask", async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
  });
});
