// ToolChoiceSetting → each format's tool_choice, limited to what the model's document lists.

import type { ToolChoiceSetting } from "@/lib/protocol/message";
import type { FormatCapabilities } from "@/lib/protocol/models";

/**
 * The choice itself if the document lists it, else the nearest listed one: a named tool becomes
 * "any" (a tool call is still forced), anything else is omitted (upstream's default, auto). kimi-k3
 * lists auto/any/tool, K3.1 over Anthropic auto/any/none, K3.1 over OpenAI all four.
 */
function listedChoice(choice: ToolChoiceSetting, caps: FormatCapabilities): ToolChoiceSetting | undefined {
  if (caps.toolChoices.includes(choice.type)) return choice;
  if (choice.type === "tool" && caps.toolChoices.includes("any")) return { type: "any" };
  return undefined;
}

export type AnthropicToolChoice = { type: "auto" | "any" | "none" } | { type: "tool"; name: string };

export function anthropicToolChoice(choice: ToolChoiceSetting, caps: FormatCapabilities): AnthropicToolChoice | undefined {
  const listed = listedChoice(choice, caps);
  if (listed === undefined) return undefined;
  return listed.type === "tool" ? { type: "tool", name: listed.name } : { type: listed.type };
}

export type OpenAIToolChoice = "auto" | "none" | "required" | { type: "function"; function: { name: string } };

export function openAIToolChoice(choice: ToolChoiceSetting, caps: FormatCapabilities): OpenAIToolChoice | undefined {
  const listed = listedChoice(choice, caps);
  switch (listed?.type) {
    case undefined:
      return undefined;
    case "auto":
      return "auto";
    case "none":
      return "none";
    case "any":
      return "required";
    case "tool":
      return { type: "function", function: { name: listed.name } };
  }
}
