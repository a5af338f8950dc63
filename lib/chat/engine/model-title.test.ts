import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { getConversation, renameConversation } from "@/lib/db/conversations";
import { defaultSettings } from "@/lib/db/default-settings";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { engineHarness, jsonResponse, sseResponse } from "./test-support/harness";
import { TITLE_INSTRUCTION, TITLE_MODEL, titleFromAnswer } from "./title-request";

const answer = (text: string) => ({ type: "message", role: "assistant", content: [{ type: "thinking", thinking: "short" }, { type: "text", text }] });
const settings = () => defaultSettings({ model: "kimi-k3", maxTokens: 1024 });
const p01 = () => loadFixture("p01_anthropic_plain_text");
const PROMPT = "Tell me about the lantern festival in Vell Harbor, **in detail**";
const SHOWN = "Tell me about the lantern festival in Vell Harbor, in detail";

describe("titleFromAnswer", () => {
  it("takes the first line of the text, without quotes, a label, Markdown or a full stop", () => {
    expect(titleFromAnswer(answer("Lantern Festival of Vell Harbor"))).toBe("Lantern Festival of Vell Harbor");
    expect(titleFromAnswer(answer('\n"Harbor lights."\nExtra line'))).toBe("Harbor lights");
    expect(titleFromAnswer(answer("Title: **Harbor** lights"))).toBe("Harbor lights");
    expect(titleFromAnswer(answer("标题：「港口灯会」。"))).toBe("港口灯会");
    expect(titleFromAnswer(answer("x".repeat(90)))).toHaveLength(60);
  });

  it("finds no title in an empty answer or one that is not a message", () => {
    expect(titleFromAnswer(answer("  \n "))).toBeNull();
    expect(titleFromAnswer(answer('""'))).toBeNull();
    expect(titleFromAnswer({ error: { message: "no" } })).toBeNull();
    expect(titleFromAnswer("Harbor")).toBeNull();
  });
});

describe("engine: a title written by the model", () => {
  it("names a new conversation after its first complete reply, with K3.1 Highspeed at low effort", async () => {
    const h = engineHarness({ modelTitles: () => true });
    h.gateway.reply(sseResponse(p01().sse));
    h.gateway.reply(jsonResponse(200, JSON.stringify(answer("Vell Harbor lanterns"))));
    const id = await h.engine.send(null, { text: PROMPT, settings: settings() });
    expect((await getConversation(h.db, id))?.title).toBe(SHOWN);
    await h.engine.settled(id);
    expect((await getConversation(h.db, id))?.title).toBe("Vell Harbor lanterns");

    const request = h.gateway.requests[1];
    expect(request.url).toBe("/api/anthropic/v1/messages");
    expect(request.body).toMatchObject({ model: TITLE_MODEL, output_config: { effort: "low" }, system: TITLE_INSTRUCTION, stream: false });
    const content = (request.body as { messages: { content: { text: string }[] }[] }).messages[0].content;
    expect(content[0].text).toBe(PROMPT);
    expect(content[1].text).toMatch(/^Kimi's reply began: \S/);

    // A second message in the same conversation asks for no title.
    h.gateway.reply(sseResponse(p01().sse));
    await h.engine.send(id, { text: "And the boats?" });
    await h.engine.settled(id);
    expect(h.gateway.requests).toHaveLength(3);
  });

  it("keeps a name the person gave while the title was being written", async () => {
    const h = engineHarness({ modelTitles: () => true });
    h.gateway.reply(sseResponse(p01().sse));
    let named!: () => void;
    const asked = new Promise<void>((resolve) => (named = resolve));
    h.gateway.reply(() => {
      named();
      return new Response(JSON.stringify(answer("Vell Harbor lanterns")), { status: 200 });
    });
    const id = await h.engine.send(null, { text: PROMPT, settings: settings() });
    await asked;
    await renameConversation(h.db, id, "My festival notes");
    await h.engine.settled(id);
    expect((await getConversation(h.db, id))?.title).toBe("My festival notes");
  });

  it("keeps the prompt's title when naming fails, and reports nothing", async () => {
    const h = engineHarness({ modelTitles: () => true });
    h.gateway.reply(sseResponse(p01().sse));
    h.gateway.reply(jsonResponse(529, JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })));
    const id = await h.engine.send(null, { text: PROMPT, settings: settings() });
    await h.engine.settled(id);
    expect(h.gateway.requests).toHaveLength(2);
    expect((await getConversation(h.db, id))?.title).toBe(SHOWN);
    expect(h.errors).toEqual([]);
  });

  it("asks nothing when titles are off (the demo, or the person turned them off) or the reply failed", async () => {
    const off = engineHarness({ modelTitles: () => false });
    off.gateway.reply(sseResponse(p01().sse));
    const id = await off.engine.send(null, { text: PROMPT, settings: settings() });
    await off.engine.settled(id);
    expect(off.gateway.requests).toHaveLength(1);

    const failed = engineHarness({ modelTitles: () => true });
    failed.gateway.reply(jsonResponse(400, JSON.stringify({ type: "error", error: { type: "invalid_request_error", message: "bad" } })));
    const other = await failed.engine.send(null, { text: PROMPT, settings: settings() });
    await failed.engine.settled(other);
    expect(failed.gateway.requests).toHaveLength(1);
  });
});
