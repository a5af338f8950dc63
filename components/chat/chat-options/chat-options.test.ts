import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/dictionaries";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { chatOptions, withRemembered } from "./chat-options";

const t = translator("en");
const mcpTool = (serverId: string, name: string) => ({ serverId, serverName: `Server ${serverId}`, name, inputSchema: { type: "object" } });
const apply = (settings: ConversationSettings, changes: Partial<ConversationSettings>) => ({ ...settings, ...changes });

describe("chat options", () => {
  it("shows web search alone for default settings, off", () => {
    expect(chatOptions(defaultSettings(), t).map(({ label, on }) => ({ label, on }))).toEqual([{ label: "Web search", on: false }]);
  });

  it("names every option that is on: tools, MCP servers (one each), an output format other than Text", () => {
    const settings = defaultSettings({
      protocol: "openai",
      webSearch: true,
      builtinTools: ["calculator"],
      tools: [{ name: "lookup", inputSchema: { type: "object" } }],
      mcpTools: [mcpTool("a", "one"), mcpTool("a", "two"), mcpTool("b", "three")],
      outputFormat: "json_object",
    });
    expect(chatOptions(settings, t).map((option) => option.label)).toEqual([
      "Web search",
      "Calculator",
      "lookup",
      "Server a",
      "Server b",
      "Output format: JSON object",
    ]);
  });

  it("turns each off, and back on from what it held", () => {
    const settings = defaultSettings({ protocol: "openai", builtinTools: ["calculator", "date_time"], mcpTools: [mcpTool("a", "one"), mcpTool("b", "two")], outputFormat: "json_object" });
    const byKey = new Map(chatOptions(settings, t).map((option) => [option.key, option]));
    const [calculator, server, format] = ["builtin:calculator", "mcp:a", "output-format"].map((key) => byKey.get(key)!);
    const off = apply(apply(apply(settings, calculator.toggle(settings)), server.toggle(settings)), format.toggle(settings));
    expect(off.builtinTools).toEqual(["date_time"]);
    expect(off.mcpTools).toEqual([mcpTool("b", "two")]);
    expect(off.outputFormat).toBe("text");
    const back = apply(apply(apply(off, calculator.toggle(off)), server.toggle(off)), format.toggle(off));
    expect(back.builtinTools).toContain("calculator");
    expect(back.mcpTools).toEqual([mcpTool("b", "two"), mcpTool("a", "one")]);
    expect(back.outputFormat).toBe("json_object");
  });

  it("keeps an option turned off in its place, shown as off", () => {
    const on = chatOptions(defaultSettings({ builtinTools: ["calculator", "date_time"] }), t);
    const now = chatOptions(defaultSettings({ builtinTools: ["date_time"] }), t);
    expect(withRemembered(now, on).map(({ label, on }) => `${label}:${on}`)).toEqual(["Web search:false", "Calculator:false", "Date and time:true"]);
  });

  it("drops web search when the model no longer offers it", () => {
    const before = chatOptions(defaultSettings({ webSearch: true }), t);
    const k3Openai = chatOptions(defaultSettings({ model: "kimi-k3.1-pro", protocol: "openai" }), t);
    expect(withRemembered(k3Openai, before).some((option) => option.key === "web-search")).toBe(k3Openai.some((option) => option.key === "web-search"));
  });
});
