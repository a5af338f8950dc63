import { expect, it } from "vitest";
import { createOpenAIAccumulator } from "@/lib/stream/openai/accumulator";
import { describeFixtureCuttings, fixturesFor } from "@/lib/protocol/test-support/fixture-runner";

const fixtures = fixturesFor("openai");

it("finds the public and extra OpenAI fixtures", () => {
  expect(fixtures.filter((f) => f.dir === "public")).toHaveLength(2);
  expect(fixtures.filter((f) => f.dir === "extra").length).toBeGreaterThanOrEqual(5);
});

describeFixtureCuttings(
  fixtures,
  () => {
    const acc = createOpenAIAccumulator();
    return {
      push: (e) => void acc.push(e),
      finish: () => {
        const { result, error } = acc.finish();
        return { value: result, error, done: acc.done };
      },
    };
  },
  "partial_result",
);
