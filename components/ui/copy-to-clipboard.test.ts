// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyToClipboard } from "./copy-to-clipboard";

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "execCommand");
});

function stubExecCommand(result: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, "execCommand", {
    configurable: true,
    value: vi.fn(() => {
      copied.push((document.activeElement as HTMLTextAreaElement).value);
      return result;
    }),
  });
  return copied;
}

describe("copyToClipboard", () => {
  it("uses the async clipboard where there is one", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyToClipboard("hello")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("hello");
  });

  it("falls back to a selection on a plain-http host, where navigator.clipboard is missing, and gives focus back", async () => {
    vi.stubGlobal("navigator", {});
    const copied = stubExecCommand(true);
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    expect(await copyToClipboard("over http")).toBe(true);
    expect(copied).toEqual(["over http"]);
    expect(document.querySelector("textarea")).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it("says so when every way is refused", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    stubExecCommand(false);
    expect(await copyToClipboard("no")).toBe(false);
  });
});
