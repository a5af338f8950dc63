import { describe, expect, it } from "vitest";
import { deriveParts } from "./derive-parts";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode } from "./test-nodes";

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
