// The starter prompts on the empty chat: one each for thinking, a tool, web search and structured
// output, in the UI's language. A starter sends its prompt with the option it shows off turned on for
// that chat only (the Chat options toolbar then shows it on).

import type { ConversationSettings } from "@/lib/protocol/message";

export interface StarterPrompt {
  key: string;
  prompt: "starter.thinking" | "starter.calculator" | "starter.webSearch" | "starter.structured";
  /** The option it turns on for its chat; loaded when chosen (the schema presets are not first-load code). */
  settings(): Promise<Partial<ConversationSettings>>;
}

export const STARTER_PROMPTS: readonly StarterPrompt[] = [
  { key: "thinking", prompt: "starter.thinking", settings: async () => ({ effort: "high" }) },
  { key: "calculator", prompt: "starter.calculator", settings: async () => ({ builtinTools: ["calculator"] }) },
  { key: "web-search", prompt: "starter.webSearch", settings: async () => ({ webSearch: true }) },
  {
    key: "structured",
    prompt: "starter.structured",
    settings: async () => {
      const { SCHEMA_PRESETS } = await import("@/components/schema/schema-presets");
      return { outputFormat: "json_schema", structuredOutput: { ...structuredClone(SCHEMA_PRESETS.extract), strict: true } };
    },
  },
];
