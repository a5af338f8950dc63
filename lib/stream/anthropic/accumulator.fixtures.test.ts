import { expect, it } from "vitest";
import { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";
import { describeFixtureCuttings, fixturesFor } from "@/lib/protocol/test-support/fixture-runner";

const fixtures = fixturesFor("anthropic");

it("finds the public and extra Anthropic fixtures", () => {
  expect(fixtures.filter((f) => f.dir === "public")).toHaveLength(6);
  expect(fixtures.filter((f) => f.dir === "extra").length).toBeGreaterThanOrEqual(6);
});

describeFixtureCuttings(
  fixtures,
  () => {
    const acc = createAnthropicAccumulator();
    return {
      push: (e) => void acc.push(e),
      finish: () => {
        const { message, error } = acc.finish();
        return { value: message, error, done: acc.done };
      },
    };
  },
  "partial_message",
);
