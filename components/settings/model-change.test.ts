import { describe, expect, it } from "vitest";
import { modelChange } from "./model-change";

describe("modelChange", () => {
  it("keeps the format the new model speaks", () => {
    expect(modelChange({ protocol: "openai" }, "kimi-k3.1-pro-highspeed")).toEqual({ model: "kimi-k3.1-pro-highspeed" });
  });
  it("moves to the model's first format when it lacks the chosen one", () => {
    expect(modelChange({ protocol: "openai" }, "kimi-k3")).toEqual({ model: "kimi-k3", protocol: "anthropic" });
  });
});
