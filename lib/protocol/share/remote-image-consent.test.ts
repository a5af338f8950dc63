import { describe, expect, it } from "vitest";
import { REMOTE_IMAGES_COOKIE, consentIn, remoteImagesAllowed, remoteImagesCookie } from "./remote-image-consent";

const ID = "AbCdEfGhIjKlMnOpQrStUv";

describe("remote image consent", () => {
  it("leaves every page but a shared one alone", () => {
    for (const path of ["/", "/c/abc", "/unlock", "/settings", "/sx/abc"]) expect(remoteImagesAllowed(path, undefined)).toBe(true);
  });

  it("allows a shared page's remote images only with its reader's yes for that very share", () => {
    expect(remoteImagesAllowed(`/s/${ID}`, undefined)).toBe(false);
    expect(remoteImagesAllowed(`/s/${ID}`, ID)).toBe(true);
    expect(remoteImagesAllowed(`/s/${ID}/`, ID)).toBe(true);
    expect(remoteImagesAllowed(`/s/${ID}`, "another-share")).toBe(false);
    // An id no share has cannot be consented to, whatever the cookie says.
    expect(remoteImagesAllowed("/s/a;b", "a;b")).toBe(false);
    expect(remoteImagesAllowed("/s/", "")).toBe(false);
    expect(remoteImagesAllowed(`/s/${ID}/more`, ID)).toBe(false);
  });

  it("keeps the yes in a cookie for that share's page only, until the browser closes", () => {
    expect(remoteImagesCookie(ID)).toBe(`${REMOTE_IMAGES_COOKIE}=${ID}; Path=/s/${ID}; SameSite=Strict`);
    // Nothing that could add attributes to the cookie.
    expect(remoteImagesCookie("a; Path=/")).toBeNull();
    expect(remoteImagesCookie("")).toBeNull();
  });

  it("reads the yes back from a Cookie header or document.cookie", () => {
    expect(consentIn(`theme=dark; ${REMOTE_IMAGES_COOKIE}=${ID}; other=1`)).toBe(ID);
    expect(consentIn(`${REMOTE_IMAGES_COOKIE}=${ID}`)).toBe(ID);
    expect(consentIn("theme=dark")).toBeUndefined();
    expect(consentIn("")).toBeUndefined();
    expect(consentIn(`x${REMOTE_IMAGES_COOKIE}=${ID}`)).toBeUndefined();
  });
});
