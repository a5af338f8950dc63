import { describe, expect, it, vi } from "vitest";
import { takesObject } from "./takes-object";

const signal = new AbortController().signal;
const call = (input: unknown) => ({ id: "call_1", name: "calculator", input, source: { kind: "builtin" as const, name: "calculator" as const } });

describe("takesObject", () => {
  it("hands the runner Anthropic's object, or OpenAI's arguments read as JSON (empty as {})", async () => {
    const run = vi.fn(async () => ({ content: "ran", isError: false }));
    const runner = takesObject(run);
    await runner(call({ expression: "1" }), signal);
    await runner(call('{"expression":"2"}'), signal);
    await runner(call("  "), signal);
    expect(run.mock.calls.map((args: unknown[]) => args[1])).toEqual([{ expression: "1" }, { expression: "2" }, {}]);
  });

  it("answers arguments that are not a JSON object with an error, without running", async () => {
    const run = vi.fn(async () => ({ content: "ran", isError: false }));
    const runner = takesObject(run);
    expect(await runner(call('{"expression":'), signal)).toMatchObject({ isError: true, content: expect.stringContaining("The arguments are not valid JSON") });
    expect(await runner(call("[1]"), signal)).toEqual({ content: "The arguments must be a JSON object.", isError: true });
    expect(await runner(call(null), signal)).toEqual({ content: "The arguments must be a JSON object.", isError: true });
    expect(run).not.toHaveBeenCalled();
  });
});
