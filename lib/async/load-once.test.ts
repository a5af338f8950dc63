import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once, however many ask at once or later", async () => {
    const load = vi.fn(async () => ({ name: "code" }));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failure, so the next call tries again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("code");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    expect(get.loaded()).toBeUndefined();
    expect(await get()).toBe("code");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("has the value at hand once it has loaded, and not before", async () => {
    const get = loadOnce(async () => 0);
    expect(get.loaded()).toBeUndefined();
    const waiting = get();
    expect(get.loaded()).toBeUndefined();
    await waiting;
    expect(get.loaded()).toBe(0);
  });
});
