// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "@/components/chat/blocks/test-render";
import { defaultSettings } from "@/lib/protocol/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { SettingsFields } from "./settings-fields";

let view: Rendered | null = null;

afterEach(() => {
  view?.unmount();
  view = null;
});

/** The labels on screen for these settings, web search switched on so its limit could show. */
function labelsFor(overrides: Partial<ConversationSettings>): string[] {
  const settings = defaultSettings({ webSearch: true, stopSequences: ["END"], ...overrides });
  view = render(<SettingsFields settings={settings} onChange={() => undefined} />);
  return Array.from(view.container.querySelectorAll("label"), (label) => label.textContent ?? "");
}

/** Every model's documents define function tools, so the built-in tools show everywhere. */
const TOOLS = ["Calculator", "Date and time", "Run JavaScript", "Max tool rounds"];

describe("SettingsFields shows what the chosen model's document for the chosen format defines", () => {
  it("K3.1 over Anthropic: everything, stop sequences and the search limit included", () => {
    expect(labelsFor({ protocol: "anthropic" })).toEqual([
      "Model",
      "API format",
      "Reasoning effort",
      "System prompt",
      "Max output tokens",
      "Stop sequences",
      "Cache TTL",
      "Web search",
      "Max searches per reply",
      "Output format",
      ...TOOLS,
    ]);
  });

  it("K3.1 over OpenAI: no stop sequences and no search limit, which 003 does not define", () => {
    const labels = labelsFor({ protocol: "openai" });
    expect(labels).toEqual(["Model", "API format", "Reasoning effort", "System prompt", "Max output tokens", "Cache TTL", "Web search", "Output format", ...TOOLS]);
    expect(labels).not.toContain("Stop sequences");
    expect(labels).not.toContain("Max searches per reply");
  });

  it("kimi-k3: only what 004 defines", () => {
    expect(labelsFor({ model: "kimi-k3" })).toEqual(["Model", "API format", "System prompt", "Max output tokens", "Output format", ...TOOLS]);
  });
});
