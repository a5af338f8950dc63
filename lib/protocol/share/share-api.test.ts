import { describe, expect, it } from "vitest";
import { asCreatedShare, asShareAvailability, asStoredShare, SHARE_EXPIRY_CHOICES } from "./share-api";

// An array carrying the right fields is still not the object the share API answers with.
const arrayWith = (fields: Record<string, unknown>) => Object.assign([], fields);

describe("the share API's answers", () => {
  it("refuse an array that carries the fields", () => {
    expect(asCreatedShare(arrayWith({ id: "abc", deleteToken: "t", expiresAt: null }))).toBeNull();
    expect(asStoredShare(arrayWith({ ciphertext: "AQ", createdAt: 1, expiresAt: null }))).toBeNull();
    expect(asShareAvailability(arrayWith({ available: true, maxBytes: 10 }))).toBeNull();
  });
});

describe("the share expiries", () => {
  it("are the expiries a new share may ask for, shortest first", () => {
    expect(SHARE_EXPIRY_CHOICES).toEqual(["1d", "7d", "30d", "never"]);
  });
});
