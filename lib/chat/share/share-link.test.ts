import "fake-indexeddb/auto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { listSharedLinks, saveSharedLink } from "@/lib/db/shared-links";
import { storeSharedFixture, type SharedFixture } from "@/lib/db/test-support/shared-conversation";
import { freshDb } from "@/lib/db/test-support/fresh-db";
import type { MoonlitDB } from "@/lib/db/database";
import type { SharedLinkRecord } from "@/lib/db/records";
import { createShareLink, type CreatedShareLink } from "./create-share-link";
import { openSharedConversation } from "./open-shared-conversation";
import { revokeShareLink } from "./revoke-share-link";
import { fetchShareAvailability } from "./share-availability";
import { ShareRequestError } from "./share-request-error";
import { startShareTestServer, type ShareTestServer } from "./test-support/share-test-server";

const OPTIONS = { expires: "7d" as const, images: true, thinking: true };
let server: ShareTestServer;
let db: MoonlitDB;
let fixture: SharedFixture;

beforeAll(async () => {
  server = await startShareTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  db = freshDb();
  fixture = await storeSharedFixture(db);
});

/** The record as saved: what createShareLink returns less its report of omitted images. */
function saved(link: CreatedShareLink): SharedLinkRecord {
  const record: Partial<CreatedShareLink> = { ...link };
  delete record.omittedImages;
  return record as SharedLinkRecord;
}

async function requestError(work: Promise<unknown>): Promise<ShareRequestError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShareRequestError);
  return error as ShareRequestError;
}

describe("createShareLink", () => {
  it("stores only ciphertext on the server and keeps the link with its key and delete token here", async () => {
    const before = Date.now();
    const link = await createShareLink(db, "c1", OPTIONS, server.origin);

    const [path, key] = link.url.replace(server.origin, "").split("#");
    expect(path).toBe(`/s/${link.id}`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ conversationId: "c1", title: "Moon talk", omittedImages: 0 });
    expect(link.expiresAt! - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(link.deleteToken.length).toBeGreaterThan(20);
    expect(await listSharedLinks(db)).toEqual([saved(link)]);

    const stored = server.records.get(link.id)!;
    const readable = `${stored.ciphertext}\n${Buffer.from(stored.ciphertext, "base64url").toString("latin1")}`;
    for (const secret of fixture.secrets) expect(readable).not.toContain(secret);
    expect(readable).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(link.deleteToken);
  });

  it("turns the server's refusals into typed errors and saves nothing", async () => {
    server.failNext(401, "unauthorized");
    expect((await requestError(createShareLink(db, "c1", OPTIONS, server.origin))).kind).toBe("unauthorized");

    server.failNext(429, "rate_limited", { "Retry-After": "30" });
    const limited = await requestError(createShareLink(db, "c1", OPTIONS, server.origin));
    expect([limited.kind, limited.retryAfterSeconds]).toEqual(["rate_limited", 30]);

    server.failNext(503, "unavailable");
    expect((await requestError(createShareLink(db, "c1", OPTIONS, server.origin))).kind).toBe("unavailable");
    // An answer without the error body is read from its status.
    server.failNext(413, "");
    expect((await requestError(createShareLink(db, "c1", OPTIONS, server.origin))).kind).toBe("too_large");
    server.failNext(500, "");
    expect((await requestError(createShareLink(db, "c1", OPTIONS, server.origin))).kind).toBe("unavailable");
    expect(await listSharedLinks(db)).toEqual([]);
  });

  it("is refused by a server whose cap it passes, and refuses itself when it knows the cap", async () => {
    const small = await startShareTestServer({ maxBytes: 800 });
    try {
      expect((await requestError(createShareLink(db, "c1", OPTIONS, small.origin))).kind).toBe("too_large");
      const asked = small.requests.length;
      expect((await requestError(createShareLink(db, "c1", { ...OPTIONS, maxBytes: 800 }, small.origin))).kind).toBe("too_large");
      expect(small.requests).toHaveLength(asked);
    } finally {
      await small.close();
    }
  });

  it("fits images under the server's cap and says how many it left out", async () => {
    const link = await createShareLink(db, "c1", { ...OPTIONS, maxBytes: 7000 }, server.origin);
    expect(link.omittedImages).toBe(1);
  });

  it("shares from a plain-http page, where the browser offers no WebCrypto, in a form a secure page opens", async () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    let link;
    try {
      link = await createShareLink(db, "c1", OPTIONS, server.origin);
    } finally {
      vi.unstubAllGlobals();
    }
    const url = new URL(link.url);
    const [id, key] = [url.pathname.split("/").pop()!, url.hash.slice(1)];
    expect(await openSharedConversation(id, key, server.origin)).toMatchObject({ ok: true });
  });

  it("says network when no server answers", async () => {
    const gone = await startShareTestServer();
    await gone.close();
    expect((await requestError(createShareLink(db, "c1", OPTIONS, gone.origin))).kind).toBe("network");
  });
});

describe("revokeShareLink", () => {
  it("deletes the share on the server with the delete token, then forgets the link", async () => {
    const link = await createShareLink(db, "c1", OPTIONS, server.origin);
    await revokeShareLink(db, link);
    expect(server.records.get(link.id)!.state).toBe("revoked");
    expect(server.requests.at(-1)).toBe(`DELETE /api/share/${link.id}`);
    expect(await listSharedLinks(db)).toEqual([]);
  });

  it("forgets a link whose share the server no longer has", async () => {
    const link = await createShareLink(db, "c1", OPTIONS, server.origin);
    server.records.get(link.id)!.state = "revoked";
    await revokeShareLink(db, link);
    expect(await listSharedLinks(db)).toEqual([]);

    const unknown = saved({ ...link, id: "AAAAAAAAAAAAAAAAAAAAAA" });
    await saveSharedLink(db, unknown);
    await revokeShareLink(db, unknown);
    expect(await listSharedLinks(db)).toEqual([]);
  });

  it("keeps the link when revoking fails, so it can be tried again", async () => {
    const link = saved(await createShareLink(db, "c1", OPTIONS, server.origin));
    expect((await requestError(revokeShareLink(db, { ...link, deleteToken: "wrong" }))).kind).toBe("forbidden");
    server.failNext(401, "unauthorized");
    expect((await requestError(revokeShareLink(db, link))).kind).toBe("unauthorized");
    expect(server.records.get(link.id)!.state).toBe("live");
    expect(await listSharedLinks(db)).toEqual([link]);
  });
});

describe("fetchShareAvailability", () => {
  it("reports the server's answer", async () => {
    expect(await fetchShareAvailability(server.origin)).toEqual({ available: true, maxBytes: 10 * 1024 * 1024 });
    const vercel = await startShareTestServer({ available: false, maxBytes: 1000 });
    try {
      expect(await fetchShareAvailability(vercel.origin)).toEqual({ available: false, problem: "needs-redis", maxBytes: 1000 });
    } finally {
      await vercel.close();
    }
  });

  it("throws typed errors", async () => {
    server.failNext(503, "unavailable");
    expect((await requestError(fetchShareAvailability(server.origin))).kind).toBe("unavailable");
    const gone = await startShareTestServer();
    await gone.close();
    expect((await requestError(fetchShareAvailability(gone.origin))).kind).toBe("network");
  });
});
