// A prompt cache as the test upstream's `cached` replies report it: every Anthropic prompt is kept,
// and a later prompt that begins with an earlier one (same model, system and tools; its messages a
// prefix of this one's) reads that much from the cache. Tokens are counted as the context meter
// estimates them, four characters each: the point is which turn hits the cache, not the number.

import { isRecord } from "@/lib/protocol/is-record";

export interface CacheUsage {
  input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

interface Prompt {
  head: string;
  messages: string[];
  chars: number;
}

const tokens = (chars: number) => Math.ceil(chars / 4);

function promptOf(json: unknown): Prompt | null {
  if (!isRecord(json) || !Array.isArray(json.messages)) return null;
  const messages = json.messages.map((message) => JSON.stringify(message));
  const head = JSON.stringify([json.model, json.system ?? null, json.tools ?? null]);
  return { head, messages, chars: head.length + messages.reduce((sum, message) => sum + message.length, 0) };
}

const startsWith = (prompt: Prompt, earlier: Prompt) =>
  earlier.head === prompt.head && earlier.messages.length <= prompt.messages.length && earlier.messages.every((message, i) => message === prompt.messages[i]);

export function createPromptCache() {
  const seen: Prompt[] = [];
  return {
    /** The usage of a request, which from now on can be read from the cache too. */
    use(json: unknown): CacheUsage {
      const prompt = promptOf(json);
      if (!prompt) return { input_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
      const read = seen.filter((earlier) => startsWith(prompt, earlier)).reduce((most, earlier) => Math.max(most, earlier.chars), 0);
      seen.push(prompt);
      return { input_tokens: 1, cache_read_input_tokens: tokens(read), cache_creation_input_tokens: tokens(prompt.chars - read) };
    },
    clear: () => void (seen.length = 0),
  };
}

export type PromptCache = ReturnType<typeof createPromptCache>;
