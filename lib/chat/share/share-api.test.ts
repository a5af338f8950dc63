import { describe, expect, it } from "vitest";
import { asCreatedShare, asShareAvailability, asStoredShare } from "./share-api";

// An array carrying the right fields is still not the object the share API answers with.
const arrayWith = (fields: Record<string, unknown>) => Object.assign([], fields);

describe("the share API's answers", () => {
  it("refuse an array that carries the fields", () => {
    expect(asCreatedShare(arrayWith({ id: "abc", deleteToken: "t", expiresAt: null }))).toBeNull();
    expect(asStoredShare(arrayWith({ ciphertext: "AQ", createdAt: 1, expiresAt: null }))).toBeNull();
    expect(asShareAvailability(arrayWith({ available: true, maxBytes: 10 }))).toBeNull();
  });
});
