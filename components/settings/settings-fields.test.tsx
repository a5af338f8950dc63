// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { render, type Rendered } from "@/components/chat/parts/test-support/render";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { SettingsFields } from "./settings-fields";
import { databaseReady, withProviders } from "./test-support/providers";

let view: Rendered | null = null;

beforeAll(databaseReady);

afterEach(() => {
  view?.unmount();
  view = null;
});

/** The labels on screen for these settings, web search switched on so its limit could show. */
function labelsFor(overrides: Partial<ConversationSettings>): string[] {
  const settings = defaultSettings({ webSearch: true, stopSequences: ["END"], ...overrides });
  view = render(withProviders(<SettingsFields settings={settings} onChange={() => undefined} />));
  return Array.from(view.container.querySelectorAll("label"), (label) => label.textContent ?? "");
}

/** Every model's documents define function tools, so the tool settings show everywhere. */
const TOOLS = ["Import tools", "Calculator", "Date and time", "Run JavaScript", "Tool choice", "Max tool rounds"];

function toolChoices(settings: Partial<ConversationSettings>): string[] {
  labelsFor(settings);
  const label = [...view!.container.querySelectorAll("label")].find((l) => l.textContent === "Tool choice")!;
  const select = document.getElementById(label.htmlFor) as HTMLSelectElement;
  return [...select.options].map((option) => option.text);
}

describe("SettingsFields shows what the chosen model's document for the chosen format defines", () => {
  it("K3.1 over Anthropic: everything, stop sequences and the search limit included", () => {
    expect(labelsFor({ protocol: "anthropic" })).toEqual([
      "Model",
      "API format",
      "Reasoning effort",
      "Web search",
      "Max searches per reply",
      ...TOOLS,
      "Output format",
      "Max output tokens",
      "System prompt",
      "Stop sequences",
      "Cache TTL",
    ]);
  });

  it("K3.1 over OpenAI: no stop sequences and no search limit, which 003 does not define", () => {
    const labels = labelsFor({ protocol: "openai" });
    expect(labels).toEqual(["Model", "API format", "Reasoning effort", "Web search", ...TOOLS, "Output format", "Max output tokens", "System prompt", "Cache TTL"]);
    expect(labels).not.toContain("Stop sequences");
    expect(labels).not.toContain("Max searches per reply");
  });

  it("kimi-k3: only what 004 defines", () => {
    expect(labelsFor({ model: "kimi-k3" })).toEqual(["Model", "API format", ...TOOLS, "Output format", "Max output tokens", "System prompt"]);
  });
});

describe("Tool choice offers exactly what each document lists", () => {
  const tools = [{ name: "get_tide_table", inputSchema: { type: "object" } }];
  it("kimi-k3 over Anthropic: auto, any, or a named tool", () => {
    expect(toolChoices({ model: "kimi-k3", tools, builtinTools: ["calculator"] })).toEqual([
      "Auto",
      "Must call a tool",
      "Must call get_tide_table",
      "Must call calculator",
    ]);
  });

  it("K3.1 over Anthropic: auto, any, none", () => {
    expect(toolChoices({ protocol: "anthropic", tools })).toEqual(["Auto", "Must call a tool", "No tools"]);
  });

  it("K3.1 over OpenAI: auto, none, required, or a named function", () => {
    expect(toolChoices({ protocol: "openai", tools })).toEqual(["Auto", "Must call a tool", "No tools", "Must call get_tide_table"]);
  });
});
