import { describe, expect, it } from "vitest";
import { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";
import { listFixtures, loadFixture } from "@/lib/protocol/fixtures/load";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode } from "@/lib/protocol/message";
import { createOpenAIAccumulator } from "@/lib/stream/openai/accumulator";
import { createSseDecoder, type SseEvent } from "@/lib/stream/sse";
import { deriveParts, type DeriveOptions, type ReplyNode } from "./derive-parts";
import { createLiveParts } from "./live-parts";
import type { TextPart, ViewPart } from "./parts";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, toolNode } from "./test-support/nodes";

function eventsOf(name: string): SseEvent[] {
  const events: SseEvent[] = [];
  const decoder = createSseDecoder((event) => events.push(event));
  decoder.push(loadFixture(name).sse);
  decoder.end();
  return events;
}

/**
 * A fixture's stream fed event by event into a streaming node, as the engine's turn streams do:
 * the accumulator's message or result is the node's turn, changing in place; a thinking block is
 * timed when it stops (the reasoning when the answer begins), and a forming tool input is kept
 * apart until its block stops. `frame` is called after each event that changed something.
 */
function stream(name: string, node: AssistantNode, pendingInputs: Map<string, string>, frame: () => void): void {
  const durations: Record<number, number> = (node.thinkingDurations = {});
  if (name.includes("_anthropic_")) {
    const accumulator = createAnthropicAccumulator();
    const idAt = (index: number) => String((accumulator.message?.content[index] as { id?: string } | undefined)?.id ?? "");
    for (const event of eventsOf(name)) {
      const changes = accumulator.push(event);
      if (accumulator.message) node.turn = { protocol: "anthropic", message: accumulator.message };
      for (const change of changes) {
        if (change.kind === "input-json") pendingInputs.set(idAt(change.index), (pendingInputs.get(idAt(change.index)) ?? "") + change.delta);
        if (change.kind !== "block-stop") continue;
        pendingInputs.delete(idAt(change.index));
        if (accumulator.message?.content[change.index]?.type === "thinking") durations[change.index] = 100 + change.index;
      }
      if (changes.length > 0) frame();
    }
    return;
  }
  const accumulator = createOpenAIAccumulator();
  for (const event of eventsOf(name)) {
    const changes = accumulator.push(event);
    const result = accumulator.result;
    if (result) node.turn = { protocol: "openai", result };
    const message = result?.message;
    if (message?.reasoning_content && durations[0] === undefined && (message.content || message.tool_calls?.length)) durations[0] = 300;
    if (changes.length > 0) frame();
  }
}

const streamingNode = (id: string): AssistantNode => ({ ...anthropicNode({ content: [] } as unknown as AnthropicMessage, id), status: "streaming" });

// An earlier turn of the same reply, finished, whose tool call the tool node answers: the streaming
// turn's parts follow its parts, and its citations are numbered on from theirs.
function earlierTurns(): ReplyNode[] {
  const searched = anthropicNode(fixtureMessage(FIXTURES.p04), "a0");
  const called = anthropicNode(fixtureMessage(FIXTURES.p03), "a1");
  return [searched, called, toolNode([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "Booked." }])];
}

const FIXTURE_NAMES = [...listFixtures("public"), ...listFixtures("extra")];
// Its calls' arguments arrive interleaved: an earlier call changes after a later one has begun.
const INTERLEAVED = new Set(["x14_openai_interleaved_tool_calls"]);

describe("createLiveParts", () => {
  it.each(FIXTURE_NAMES)("%s: each frame's parts equal a derivation from scratch", (name) => {
    for (const earlier of [[], earlierTurns()]) {
      const live = createLiveParts();
      const node = streamingNode("s1");
      const pendingInputs = new Map<string, string>();
      const nodes = [...earlier, node];
      const options: DeriveOptions = { toolLoopActive: true, pendingInputs, toolSchemas: new Map() };
      let frames = 0;
      stream(name, node, pendingInputs, () => {
        frames++;
        expect(live(nodes, options)).toEqual(deriveParts(nodes, options));
      });
      expect(frames).toBeGreaterThan(1);
      node.status = "complete";
      expect(live(nodes, options)).toEqual(deriveParts(nodes, options));
    }
  });

  it.each(FIXTURE_NAMES.filter((name) => !INTERLEAVED.has(name)))("%s: a part that did not change is the same object on the next frame", (name) => {
    const live = createLiveParts();
    const node = streamingNode("s1");
    const pendingInputs = new Map<string, string>();
    const nodes = [...earlierTurns(), node];
    const options: DeriveOptions = { toolLoopActive: true, pendingInputs, toolSchemas: new Map() };
    let previous: ViewPart[] = [];
    let kept = 0;
    stream(name, node, pendingInputs, () => {
      const parts = live(nodes, options);
      const before = new Map(previous.slice(0, -1).map((part) => [part.key, part]));
      for (const part of parts.slice(0, -1)) {
        const earlier = before.get(part.key);
        if (earlier === undefined || JSON.stringify(earlier) !== JSON.stringify(part)) continue;
        expect(part).toBe(earlier);
        kept++;
      }
      previous = parts;
    });
    // The earlier turns' parts at least were kept on every frame.
    expect(kept).toBeGreaterThan(0);
  });

  it("derives a finished block once: the thinking part stays one object while the text grows", () => {
    const live = createLiveParts();
    const node = streamingNode("s1");
    const nodes = [node];
    const seen = new Set<ViewPart>();
    const texts: string[] = [];
    stream(FIXTURES.p02, node, new Map(), () => {
      const [thinking, text] = live(nodes);
      if (text) {
        seen.add(thinking);
        texts.push((text as TextPart).text);
      }
    });
    expect(new Set(texts).size).toBeGreaterThan(1);
    expect(seen.size).toBe(1);
    expect([...seen][0]).toMatchObject({ type: "thinking", streaming: false, durationMs: 100 });
  });

  it("derives each finished turn and tool call once, however many frames follow", () => {
    // Deriving a tool call looks its input schema up; counting the lookups counts the derivations.
    const lookups = new Map<string, number>();
    const toolSchemas = new Map<string, Record<string, unknown>>();
    toolSchemas.get = (name: string) => {
      lookups.set(name, (lookups.get(name) ?? 0) + 1);
      return undefined;
    };
    const live = createLiveParts();
    const node = { ...streamingNode("s1"), id: "o1" };
    const nodes = [...earlierTurns(), node];
    const options: DeriveOptions = { toolLoopActive: true, toolSchemas };
    const callsPerFrame: number[] = [];
    stream(FIXTURES.p08, node, new Map(), () => {
      const parts = live(nodes, options);
      callsPerFrame.push(parts.filter((part) => part.type === "tool-call" && part.key.startsWith("o1:")).length);
    });
    const framesWithOneCall = callsPerFrame.filter((calls) => calls === 1).length;
    expect(framesWithOneCall).toBeGreaterThan(1);
    expect(callsPerFrame.filter((calls) => calls === 2).length).toBeGreaterThan(1);
    // The earlier turn's call: once. The streaming turn's first call: on each frame while it was the
    // last (growing) unit, then once more as it settled, and never again.
    expect(lookups.get("book_greenhouse_slot")).toBe(1);
    const [first, second] = fixtureResult(FIXTURES.p08).message.tool_calls!.map((call) => call.function.name);
    expect(first).not.toBe(second);
    expect(lookups.get(first)).toBe(framesWithOneCall + 1);
  });

  it("derives a reply anew when it is replaced (Retry, a branch switch) or its earlier turns change", () => {
    const live = createLiveParts();
    const first = { ...anthropicNode(fixtureMessage(FIXTURES.p02), "s1"), status: "streaming" } as AssistantNode;
    const nodes = [...earlierTurns(), first];
    const shown = live(nodes);
    expect(shown.at(-1)?.key).toBe("s1:1");

    // Retry: another node streams in its place, in a new list.
    const retried = { ...anthropicNode(fixtureMessage("p01_anthropic_plain_text"), "s2"), status: "streaming" } as AssistantNode;
    const again = [...earlierTurns(), retried];
    expect(live(again)).toEqual(deriveParts(again));
    expect(live(again).at(-1)?.key).toBe("s2:0");

    // The same list whose streaming node was given another turn in place.
    retried.turn = { protocol: "anthropic", message: fixtureMessage(FIXTURES.p04) };
    expect(live(again)).toEqual(deriveParts(again));

    // Earlier turns re-read: the same parts, derived from the new nodes.
    const reread = [...earlierTurns(), retried];
    const before = live(again);
    const after = live(reread);
    expect(after).toEqual(before);
    expect(after[0]).not.toBe(before[0]);
  });

  it("derives a finished block again when it changes after all", () => {
    const live = createLiveParts();
    const message = fixtureMessage(FIXTURES.p02);
    const node = { ...anthropicNode(message, "s1"), status: "streaming" } as AssistantNode;
    const nodes = [node];
    const first = live(nodes);
    expect(live(nodes)[0]).toBe(first[0]);
    const thinking = message.content[0] as { thinking: string };
    thinking.thinking += " More.";
    const second = live(nodes);
    expect(second[0]).not.toBe(first[0]);
    expect(second).toEqual(deriveParts(nodes));
  });
});
