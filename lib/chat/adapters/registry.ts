// The engine's adapters, one per protocol: a protocol added to PROTOCOLS fails to compile until it
// has one here (and a folder beside anthropic/ and openai/).

import type { Protocol } from "@/lib/protocol/models";
import { anthropicEngine } from "./anthropic/adapter";
import type { EngineAdapter } from "./engine-adapter";
import { openaiEngine } from "./openai/adapter";

export const ENGINE_ADAPTERS: { readonly [P in Protocol]: EngineAdapter<P> } = {
  anthropic: anthropicEngine,
  openai: openaiEngine,
};

export function engineAdapterOf<P extends Protocol>(protocol: P): EngineAdapter<P> {
  return ENGINE_ADAPTERS[protocol];
}
