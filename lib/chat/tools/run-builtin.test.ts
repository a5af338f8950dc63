import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_TOOL_OUTPUT_CHARS } from "./limits";
import { runBuiltinTool } from "./run-builtin";
import { FakeCalculatorWorker } from "./test-support/fake-calculator-worker";
import { ok } from "./tool-outcome";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";

const signal = new AbortController().signal;
const call = (name: BuiltinToolName, input: unknown) => ({ id: "toolu_1", name, input, source: { kind: "builtin" as const, name } });

afterEach(() => vi.unstubAllGlobals());

describe("runBuiltinTool", () => {
  it("loads and runs the named built-in (the calculator in its worker)", async () => {
    FakeCalculatorWorker.reset();
    vi.stubGlobal("Worker", FakeCalculatorWorker);
    await expect(runBuiltinTool(call("calculator", { expression: "6 * 7" }), signal)).resolves.toEqual({ content: "42", isError: false });
    expect(FakeCalculatorWorker.made).toHaveLength(1);
    const now = await runBuiltinTool(call("date_time", '{"time_zone":"UTC"}'), signal);
    expect(JSON.parse(String(now.content))).toMatchObject({ time_zone: "UTC", utc_offset: "+00:00" });
  });

  it("answers Run JavaScript outside a browser with an error rather than failing the loop", async () => {
    await expect(runBuiltinTool(call("run_javascript", { code: "return 1" }), signal)).resolves.toEqual({ content: "Run JavaScript needs a browser.", isError: true });
  });

  it("cuts a very long result with a note", () => {
    const outcome = ok("x".repeat(MAX_TOOL_OUTPUT_CHARS + 5));
    expect(outcome.content).toBe(`${"x".repeat(MAX_TOOL_OUTPUT_CHARS)}\n… (cut: 5 more characters)`);
  });
});
