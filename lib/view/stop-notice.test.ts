import { describe, expect, it } from "vitest";
import { stopNoticeOf } from "./stop-notice";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode } from "./test-support/nodes";

describe("stopNoticeOf", () => {
  it("max_tokens and length ask to continue", () => {
    expect(stopNoticeOf(anthropicNode(fixtureMessage(FIXTURES.p06)))).toEqual({ kind: "max-tokens" });
    const result = { ...fixtureResult(FIXTURES.p07), finish_reason: "length" };
    expect(stopNoticeOf(openaiNode(result))).toEqual({ kind: "max-tokens" });
  });

  it("says nothing for a normal end or a tool stop", () => {
    expect(stopNoticeOf(anthropicNode(fixtureMessage(FIXTURES.p02)))).toBeNull();
    expect(stopNoticeOf(anthropicNode(fixtureMessage(FIXTURES.p03)))).toBeNull();
    expect(stopNoticeOf(openaiNode(fixtureResult(FIXTURES.p08)))).toBeNull();
    expect(stopNoticeOf(anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "streaming"))).toBeNull();
  });

  it("refusal and stop sequence", () => {
    const refused = { ...fixtureMessage(FIXTURES.p02), stop_reason: "refusal" };
    expect(stopNoticeOf(anthropicNode(refused))).toEqual({ kind: "refusal" });
    const stopped = { ...fixtureMessage(FIXTURES.p02), stop_reason: "stop_sequence", stop_sequence: "END" };
    expect(stopNoticeOf(anthropicNode(stopped))).toEqual({ kind: "stop-sequence", sequence: "END" });
  });

  it("errors and interruptions come first", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: "rate_limit", message: "Slow down", status: 429, retryAfterSeconds: 7, retryable: true };
    expect(stopNoticeOf(node)).toEqual({ kind: "error", errorKind: "rate_limit", message: "Slow down", status: 429, retryAfterSeconds: 7 });
    expect(stopNoticeOf(anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "interrupted"))).toEqual({ kind: "interrupted" });
  });

  it("reads an imported error of odd shape as text, never as something React cannot draw", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "error");
    node.error = { kind: 5, message: { type: "overloaded_error", message: "Overloaded" }, status: "429", retryAfterSeconds: null } as never;
    expect(stopNoticeOf(node)).toEqual({ kind: "error", errorKind: null, message: '{"type":"overloaded_error","message":"Overloaded"}' });
    node.error = "broken" as never;
    expect(stopNoticeOf(node)).toEqual({ kind: "error", errorKind: null, message: "" });
  });
});

describe("stopNoticeOf: the tool loop", () => {
  it("a turn the loop stopped at says so, whatever its stop reason", () => {
    const atLimit = anthropicNode(fixtureMessage(FIXTURES.p03));
    atLimit.stoppedAt = { reason: "tool-rounds", rounds: 8 };
    expect(stopNoticeOf(atLimit)).toEqual({ kind: "tool-rounds", rounds: 8 });
    const unfinished = openaiNode(fixtureResult(FIXTURES.p08));
    unfinished.stoppedAt = { reason: "tools-unfinished" };
    expect(stopNoticeOf(unfinished)).toEqual({ kind: "tools-unfinished" });
  });
});
