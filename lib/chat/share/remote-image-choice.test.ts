// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allowRemoteImages, remoteImagesAllowedHere, restoreScrollAfterAllowing } from "./remote-image-choice";

const ID = "AbCdEfGhIjKlMnOpQrStUv";

beforeEach(() => window.history.replaceState(null, "", `/s/${ID}`));
afterEach(() => {
  document.cookie = `moonlit-remote-images=; Path=/s/${ID}; Max-Age=0`;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the reader's answer about remote images", () => {
  it("is no until given, then yes for this share's page only, and the page reloads to apply it", () => {
    expect(remoteImagesAllowedHere()).toBe(false);
    window.scrollY = 640;
    const reload = vi.fn();
    expect(allowRemoteImages(ID, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(remoteImagesAllowedHere()).toBe(true);
    window.history.replaceState(null, "", "/s/ZyXwVuTsRqPoNmLkJiHgFe");
    expect(remoteImagesAllowedHere()).toBe(false);
    window.history.replaceState(null, "", "/");
    expect(remoteImagesAllowedHere()).toBe(true);
  });

  it("brings the reader back to where they asked, once", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    window.scrollY = 640;
    allowRemoteImages(ID, () => undefined);
    restoreScrollAfterAllowing(ID);
    restoreScrollAfterAllowing(ID);
    expect(scrollTo.mock.calls).toEqual([[0, 640]]);
  });

  it("records nothing and does not reload for an id no share has", () => {
    const reload = vi.fn();
    expect(allowRemoteImages("a; Path=/", reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(document.cookie).toBe("");
  });
});
