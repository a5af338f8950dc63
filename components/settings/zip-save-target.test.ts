// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseSaveTarget } from "./zip-save-target";

afterEach(() => {
  delete (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  vi.restoreAllMocks();
});

describe("chooseSaveTarget", () => {
  it("writes each chunk straight into the picked file and closes it", async () => {
    const written: unknown[] = [];
    const file = { write: vi.fn(async (chunk: unknown) => void written.push(chunk)), close: vi.fn(async () => {}), abort: vi.fn(async () => {}) };
    const picker = vi.fn(async () => ({ createWritable: async () => file }));
    Object.assign(globalThis, { showSaveFilePicker: picker });
    const target = (await chooseSaveTarget("moonlit-2026-12-01.zip"))!;
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: "moonlit-2026-12-01.zip" }));
    const writer = target.writable.getWriter();
    await writer.write(new Uint8Array([1]));
    await writer.write(new Uint8Array([2, 3]));
    expect(written).toEqual([new Uint8Array([1]), new Uint8Array([2, 3])]);
    await target.commit();
    expect(file.close).toHaveBeenCalled();
  });

  it("does nothing when the person closes the picker", async () => {
    Object.assign(globalThis, { showSaveFilePicker: async () => Promise.reject(new DOMException("closed", "AbortError")) });
    expect(await chooseSaveTarget("a.zip")).toBeNull();
  });

  it("elsewhere gathers Blob parts and downloads them as one zip", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (created.push(blob as Blob), "blob:x"));
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const target = (await chooseSaveTarget("moonlit.zip"))!;
    const writer = target.writable.getWriter();
    await writer.write(new Uint8Array([80, 75]));
    await writer.write(new Uint8Array([3, 4]));
    expect(created).toHaveLength(0);
    await target.commit();
    expect(click).toHaveBeenCalled();
    expect(created[0].type).toBe("application/zip");
    expect([...new Uint8Array(await created[0].arrayBuffer())]).toEqual([80, 75, 3, 4]);
  });
});
