// The tool choices settings may offer: exactly those the model's document lists for the format
// (kimi-k3 auto/any/a named tool, K3.1 over Anthropic auto/any/none, K3.1 over OpenAI all four),
// a named choice once per offered tool.

import type { ToolChoiceSetting } from "@/lib/protocol/message";
import type { FormatCapabilities } from "@/lib/protocol/models";

export function toolChoiceOptions(caps: FormatCapabilities, toolNames: readonly string[]): ToolChoiceSetting[] {
  return caps.toolChoices.flatMap((type): ToolChoiceSetting[] =>
    type === "tool" ? toolNames.map((name) => ({ type, name })) : [{ type }],
  );
}

/** One string per choice, for a <select>'s value. */
export function toolChoiceKey(choice: ToolChoiceSetting): string {
  return choice.type === "tool" ? `tool:${choice.name}` : choice.type;
}

/** The stored choice if it is offered, else auto (every document lists it). */
export function offeredToolChoice(choice: ToolChoiceSetting, options: readonly ToolChoiceSetting[]): ToolChoiceSetting {
  const key = toolChoiceKey(choice);
  return options.find((option) => toolChoiceKey(option) === key) ?? { type: "auto" };
}
