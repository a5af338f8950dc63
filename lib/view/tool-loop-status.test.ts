import { describe, expect, it } from "vitest";
import { deriveParts } from "./derive-parts";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

describe("tool calls of a turn the tool loop stopped at", () => {
  it("are stopped (Continue can run them), not abandoned, and running again while the loop goes on", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p03));
    node.stoppedAt = { reason: "tool-rounds", rounds: 8 };
    expect(deriveParts([node], { toolLoopActive: false })[2]).toMatchObject({ type: "tool-call", status: "stopped" });
    expect(deriveParts([node], { toolLoopActive: true })[2]).toMatchObject({ status: "running" });
    const unmarked = anthropicNode(fixtureMessage(FIXTURES.p03));
    expect(deriveParts([unmarked], { toolLoopActive: false })[2]).toMatchObject({ status: "not-run" });
  });

  it("an OpenAI $web_search left that way shows as an unfinished search", () => {
    const result = fixtureResult(FIXTURES.p08);
    const node = openaiNode({
      ...result,
      message: { ...result.message, tool_calls: [{ id: "$web_search:0", type: "builtin_function", function: { name: "$web_search", arguments: "{}" } }] },
    });
    node.stoppedAt = { reason: "tools-unfinished" };
    expect(deriveParts([node], { toolLoopActive: false }).at(-1)).toMatchObject({ type: "web-search", status: "error" });
  });
});

describe("tool calls of a turn waiting for the person's results", () => {
  const awaitingP08 = new Map([
    ["functions.get_tide_table:0", "person" as const],
    ["functions.get_ferry_schedule:1", "client" as const],
  ]);

  it("wait (not spin, not fail) while no run is on, saying who answers each", () => {
    const parts = deriveParts([openaiNode(fixtureResult(FIXTURES.p08))], { toolLoopActive: false, awaiting: awaitingP08 });
    expect(parts.filter((part) => part.type === "tool-call")).toMatchObject([
      { status: "waiting", awaits: "person" },
      { status: "waiting", awaits: "client" },
    ]);
  });

  it("run once the answers are sent, and are done once answered", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p03));
    const awaiting = new Map([["toolu_01Gh7North7Slot2031", "person" as const]]);
    const running = deriveParts([node], { toolLoopActive: true, awaiting })[2];
    expect(running).toMatchObject({ status: "running" });
    expect(running).not.toHaveProperty("awaits");
    const answered = deriveParts([node, toolNode([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "ok" }])], {
      toolLoopActive: false,
      awaiting,
    })[2];
    expect(answered).toMatchObject({ status: "done" });
  });

  it("are not waiting once the conversation moved past them", () => {
    const first = anthropicNode(fixtureMessage(FIXTURES.p03));
    const later = anthropicNode(fixtureMessage(FIXTURES.p02), "a2");
    const awaiting = new Map([["toolu_01Gh7North7Slot2031", "person" as const]]);
    expect(deriveParts([first, later], { toolLoopActive: false, awaiting })[2]).toMatchObject({ status: "not-run" });
  });
});
