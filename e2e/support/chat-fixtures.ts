// The protocol fixtures as the chat specs need them: the final message upstream's stream adds up to.

import { loadFixture } from "@/lib/protocol/fixtures/load";

export interface AnthropicMessage {
  id: string;
  model: string;
  content: Array<Record<string, unknown> & { type: string }>;
  stop_reason: string | null;
}

export function expectedMessage(name: string): AnthropicMessage {
  return loadFixture(name).expected;
}

/** All text blocks of a fixture's final message, joined. */
export function expectedText(name: string): string {
  return expectedMessage(name)
    .content.filter((block) => block.type === "text")
    .map((block) => String(block.text))
    .join("");
}

export const P01 = "p01_anthropic_plain_text";
export const P02 = "p02_anthropic_thinking_then_text";
export const P03 = "p03_anthropic_tool_use_split_json";
export const P04 = "p04_anthropic_web_search_citations";
export const P05 = "p05_anthropic_structured_output";
export const P06 = "p06_anthropic_max_tokens";

/** The request body a fixture's meta.json says produces its stream. */
export function fixtureRequest(name: string): Record<string, unknown> {
  return loadFixture(name).meta.request;
}
