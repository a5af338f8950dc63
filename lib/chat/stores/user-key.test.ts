// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { USER_KEY_STORAGE_KEY, readUserKey, useUserKey, userKeyHeaders, writeUserKey } from "./user-key";

afterEach(() => localStorage.clear());

describe("the person's own key", () => {
  it("is stored trimmed, sent as x-evolink-key, and removed when emptied", () => {
    expect(userKeyHeaders()).toEqual({});
    writeUserKey("  sk-mine ");
    expect(localStorage.getItem(USER_KEY_STORAGE_KEY)).toBe("sk-mine");
    expect(userKeyHeaders()).toEqual({ "x-evolink-key": "sk-mine" });
    writeUserKey(" ");
    expect(localStorage.getItem(USER_KEY_STORAGE_KEY)).toBeNull();
    expect(readUserKey()).toBe("");
  });

  it("re-renders its readers when it changes", () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const seen: string[] = [];
    function Probe() {
      seen.push(useUserKey());
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(Probe)));
    act(() => writeUserKey("sk-new"));
    expect(seen.at(-1)).toBe("sk-new");
    act(() => root.unmount());
  });
});
