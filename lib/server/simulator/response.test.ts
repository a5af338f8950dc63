import { describe, expect, it } from "vitest";

import { listFixtures, loadFixture } from "@/lib/protocol/fixtures/load";
import { simulatedResponse, type SimulatorResponseOptions } from "./response";
import { simulate, simulateAnthropic, simulateOpenAI } from "./simulate";
import { accumulateAnthropic, accumulateOpenAI } from "./test-support/read-reply";

const body = { model: "kimi-k3.1-pro", max_tokens: 1024, stream: true, messages: [{ role: "user", content: "Hello there" }] };

/** The demo's answer: the simulated reply, as the gateway sends it. */
const simulatorResponse = (protocol: "anthropic" | "openai", request: Record<string, unknown>, options?: SimulatorResponseOptions) =>
  simulatedResponse(simulate(protocol, request), options);

describe("simulatorResponse", () => {
  it("streams exactly the simulated chunks with SSE headers", async () => {
    const response = simulatorResponse("anthropic", body, { paceMs: 0 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(await response.text()).toBe(simulateAnthropic(body).chunks.join(""));
  });

  it("serves a non-streamed OpenAI completion as JSON", async () => {
    const request = { model: "kimi-k3.1-pro", messages: body.messages };
    const response = simulatorResponse("openai", request);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual(JSON.parse(simulateOpenAI(request).chunks[0]));
  });

  it("paces the events", async () => {
    const started = Date.now();
    const reader = simulatorResponse("anthropic", body, { paceMs: 20 }).body!.getReader();
    for (let i = 0; i < 6; i++) await reader.read();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    await reader.cancel();
  });

  it("stops promptly when the signal aborts", async () => {
    const controller = new AbortController();
    const reader = simulatorResponse("openai", { ...body, messages: body.messages }, { paceMs: 10_000, signal: controller.signal }).body!.getReader();
    await reader.read();
    // The next event is 10 s away and would come as data: only the abort makes this read reject.
    setTimeout(() => controller.abort(), 20);
    await expect(reader.read()).rejects.toThrow(/abort/i);
  });
});

describe("the simulator answers every fixture's request", () => {
  for (const name of listFixtures("public")) {
    it(name, () => {
      const { meta } = loadFixture(name);
      if (meta.protocol === "anthropic") {
        const message = accumulateAnthropic(simulateAnthropic(meta.request));
        expect(message.content[0].type).toBe("thinking");
        if (meta.request.output_config?.format) expect(() => JSON.parse(String(message.content.at(-1)?.text))).not.toThrow();
      } else {
        const result = accumulateOpenAI(simulateOpenAI({ ...meta.request, stream: true }));
        expect(result.message.reasoning_content).toBeTruthy();
      }
    });
  }
});
