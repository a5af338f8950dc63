import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "@/lib/protocol/default-settings";
import { anthropicStream } from "@/lib/protocol/test-support/scripted-streams";
import { getConversation } from "@/lib/db/conversations";
import { getMessage } from "@/lib/db/messages";
import { engineHarness } from "./engine-test-support";

const REPLY = anthropicStream([{ type: "text", text: "A reply that outlives its connection." }]);
const bytes = new TextEncoder().encode(REPLY);
const CUT = 200;

/** The gateway as it is for a resumable reply: the first answer breaks at CUT, the rest is kept. */
function keepingGateway() {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (init?.method === "POST") {
      const id = new Headers(init.headers).get("x-moonlit-resume-id");
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            return controller.enqueue(bytes.slice(0, CUT));
          }
          controller.error(new TypeError("network error"));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    }
    const offset = Number(new URL(url, "http://x").searchParams.get("offset"));
    return new Response(bytes.slice(offset), { status: 200, headers: { "content-type": "text/event-stream" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe("engine: a reply whose connection breaks", () => {
  it("is picked up from the byte it broke at and ends whole, with one request upstream", async () => {
    const gateway = keepingGateway();
    const h = engineHarness({ fetch: gateway.fetch });
    const id = await h.engine.send(null, { text: "Go on", settings: defaultSettings() });
    await h.engine.settled(id);
    const leaf = await getMessage(h.db, (await getConversation(h.db, id))!.activeLeafId!);
    expect(leaf).toMatchObject({ role: "assistant", status: "complete" });
    expect(JSON.stringify(leaf)).toContain("A reply that outlives its connection.");
    expect(gateway.calls.filter((call) => call.startsWith("POST"))).toHaveLength(1);
    expect(gateway.calls.at(-1)).toMatch(new RegExp(`^GET /api/replies/[A-Za-z0-9_-]{22}\\?offset=${CUT}$`));
  });
});
