// ToolChoiceSetting → each format's tool_choice, limited to what the model's document lists.

import type { ToolChoiceSetting } from "@/lib/protocol/message";
import { MODELS, type ModelId } from "@/lib/protocol/models";

export type AnthropicToolChoice = { type: "auto" | "any" | "none" } | { type: "tool"; name: string };

/**
 * kimi-k3 lists auto/any/tool and K3.1 auto/any/none. A choice the model lacks falls back to its
 * nearest listed one: a named tool to "any" (a tool call is still forced), "none" to omitting the
 * field (upstream's default, auto).
 */
export function anthropicToolChoice(choice: ToolChoiceSetting, model: ModelId): AnthropicToolChoice | undefined {
  const listed = MODELS[model].anthropicToolChoice;
  if (listed.includes(choice.type)) return choice.type === "tool" ? { type: "tool", name: choice.name } : { type: choice.type };
  if (choice.type === "tool" && listed.includes("any")) return { type: "any" };
  return undefined;
}

export type OpenAIToolChoice = "auto" | "none" | "required" | { type: "function"; function: { name: string } };

export function openAIToolChoice(choice: ToolChoiceSetting): OpenAIToolChoice {
  switch (choice.type) {
    case "auto":
      return "auto";
    case "none":
      return "none";
    case "any":
      return "required";
    case "tool":
      return { type: "function", function: { name: choice.name } };
  }
}
