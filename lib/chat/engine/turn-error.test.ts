import { describe, expect, it } from "vitest";
import { loadErrorFixture, listErrorFixtures } from "@/lib/protocol/fixtures/load";
import { errorFromResponse, errorFromUpstreamBody, parseRetryAfter, readErrorBody } from "./turn-error";

describe("turn errors", () => {
  it.each(listErrorFixtures())("maps %s to its status, message and retry advice", async (name) => {
    const fixture = loadErrorFixture(name);
    const error = await errorFromResponse(new Response(fixture.body, { status: fixture.meta.status }), 0);
    expect(error.status).toBe(fixture.meta.status);
    expect(error.retryable).toBe(fixture.meta.retryable);
    expect(error.message).toBe(JSON.parse(fixture.body).error.message);
  });

  it("reads gateway hybrids and bodies that are not JSON", async () => {
    expect(readErrorBody({ error: { type: "<nil>", message: "upstream busy" }, type: "error" }).message).toBe("upstream busy");
    const html = await errorFromResponse(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }), 0);
    expect(html).toEqual({ kind: "server", message: "<html>Bad gateway</html>", status: 502, retryable: true });
    const empty = await errorFromResponse(new Response("", { status: 503, statusText: "Unavailable" }), 0);
    expect(empty.message).toBe("Unavailable");
  });

  it("classifies errors that arrive inside a 200 stream by their type", () => {
    expect(errorFromUpstreamBody({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })).toEqual({
      kind: "overloaded",
      message: "Overloaded",
      retryable: true,
    });
    expect(errorFromUpstreamBody({ error: { message: "bad", type: "invalid_request_error", code: null } })).toMatchObject({
      kind: "invalid_request",
      retryable: false,
    });
    expect(errorFromUpstreamBody({ nonsense: true })).toMatchObject({ kind: "server", retryable: true });
  });

  it("takes the gateway's own kind from its error body, in either format, over the status", async () => {
    const rejected = { type: "error", error: { type: "authentication_error", message: "EvoLink rejected your EvoLink key", moonlit_kind: "user_key_rejected" } };
    expect(await errorFromResponse(Response.json(rejected, { status: 401 }), 0)).toEqual({
      kind: "user_key_rejected",
      message: "EvoLink rejected your EvoLink key",
      status: 401,
      retryable: false,
    });
    const busy = { error: { message: "Busy", type: "server_error", param: null, code: null, moonlit_kind: "server_busy" } };
    expect(await errorFromResponse(Response.json(busy, { status: 503 }), 0)).toMatchObject({ kind: "server_busy", retryable: true });
    const idle = { type: "error", error: { type: "api_error", message: "went silent", moonlit_kind: "upstream_idle" } };
    expect(errorFromUpstreamBody(idle)).toEqual({ kind: "upstream_idle", message: "went silent", retryable: true });
  });

  it("reads a kind it does not know, or one inherited from Object, by the status as before", async () => {
    for (const kind of ["brand_new", "constructor", 7]) {
      const body = { error: { message: "odd", type: "invalid_request_error", moonlit_kind: kind } };
      expect((await errorFromResponse(Response.json(body, { status: 401 }), 0)).kind).toBe("authentication");
    }
  });

  it("parses retry-after as seconds or an HTTP date", () => {
    expect(parseRetryAfter("12", 0)).toBe(12);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
    const now = Date.parse("Wed, 21 Oct 2031 07:28:00 GMT");
    expect(parseRetryAfter("Wed, 21 Oct 2031 07:28:30 GMT", now)).toBe(30);
  });
});

describe("turn errors with an inherited key as type", () => {
  it.each(["constructor", "__proto__", "toString"])("reads %s as a server error", (type) => {
    expect(errorFromUpstreamBody({ error: { type, message: "odd" } })).toMatchObject({ kind: "server", message: "odd" });
  });
});
