import { describe, expect, it } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { sharedSetup } from "./shared-setup";

describe("sharedSetup", () => {
  it("lists the system prompt, the author's own tools, the built-ins and web search, and the output format", () => {
    const settings = defaultSettings({
      system: "  Speak of the moon.\n",
      tools: [{ name: "lookup_chart", description: "Finds a chart.", inputSchema: { type: "object" } }, { name: "ring_bell", inputSchema: { type: "object" } }],
      builtinTools: ["run_javascript", "calculator"],
      webSearch: true,
      outputFormat: "json_schema",
      structuredOutput: { name: "tide_table", schema: { type: "object" }, strict: true },
    });
    expect(sharedSetup(settings)).toEqual({
      system: "Speak of the moon.",
      tools: [
        { kind: "own", name: "lookup_chart", description: "Finds a chart." },
        { kind: "own", name: "ring_bell" },
        // The built-ins in the order a request offers them.
        { kind: "builtin", name: "calculator" },
        { kind: "builtin", name: "run_javascript" },
        { kind: "web-search" },
      ],
      outputFormat: "json_schema",
      schemaName: "tide_table",
    });
  });

  it("reads settings stored before built-ins and output formats existed", () => {
    const old = { ...defaultSettings(), builtinTools: undefined, outputFormat: undefined } as unknown as ConversationSettings;
    expect(sharedSetup(old)).toEqual({ system: "", tools: [], outputFormat: "text", schemaName: null });
  });
});
