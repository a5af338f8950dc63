import { describe, expect, it } from "vitest";
import { GATEWAY_ERROR_KINDS } from "@/lib/protocol/gateway-error-kind";
import { PROTOCOLS } from "@/lib/protocol/models";
import { errorBody, errorEvent, errorResponse } from "./errors";

// The gateway's own errors in each format's shape, each naming its kind for the browser chat.

describe("the gateway's error bodies", () => {
  it.each(GATEWAY_ERROR_KINDS)("%s: each format's shape, with the kind beside its type", (kind) => {
    const anthropic = errorBody("anthropic", { kind });
    expect(anthropic).toEqual({ type: "error", error: { type: expect.stringMatching(/_/), message: expect.any(String), moonlit_kind: kind } });
    const openai = errorBody("openai", { kind, field: "messages" });
    expect(openai).toEqual({
      error: { message: expect.any(String), type: expect.stringMatching(/_error$/), param: "messages", code: expect.toSatisfy((c) => c === null || typeof c === "string"), moonlit_kind: kind },
    });
  });

  it.each(PROTOCOLS)("%s: a response and a stream's last event carry the same body", async (protocol) => {
    const response = errorResponse(protocol, { kind: "upstream_idle" });
    const body = await response.json();
    expect(body).toEqual(errorBody(protocol, { kind: "upstream_idle" }));
    const event = new TextDecoder().decode(errorEvent(protocol, { kind: "upstream_idle" }));
    expect(event.endsWith(`data: ${JSON.stringify(body)}\n\n`)).toBe(true);
  });
});
