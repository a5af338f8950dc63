// The settings a new conversation starts with, and the rule that makes any settings valid for their
// model: options a model's API document lacks are reset rather than sent (see lib/protocol/models).

import type { ConversationSettings } from "@/lib/protocol/message";
import { isModelId, MAX_OUTPUT_TOKENS, MAX_STOP_SEQUENCES, MODELS } from "@/lib/protocol/models";
import { DEFAULT_MAX_TOOL_ROUNDS, normalizeToolSettings } from "@/lib/protocol/tool-settings";

export const DEFAULT_SETTINGS: ConversationSettings = {
  model: "kimi-k3.1-pro",
  protocol: "anthropic",
  effort: "high",
  system: "",
  maxTokens: 32_768,
  stopSequences: [],
  cacheTtl: "5m",
  webSearch: false,
  webSearchMaxUses: 5,
  tools: [],
  toolChoice: { type: "auto" },
  structuredOutput: null,
  // Off until turned on: offered, they would join every request, and the demo simulator calls a
  // tool whenever one is offered.
  builtinTools: [],
  maxToolRounds: DEFAULT_MAX_TOOL_ROUNDS,
};

/** A fresh copy, so callers can change it without touching the shared default. */
export function defaultSettings(): ConversationSettings {
  return structuredClone(DEFAULT_SETTINGS);
}

/** Settings adjusted to what their model supports; kimi-k3, for instance, is Anthropic-only. */
export function normalizeSettings(settings: ConversationSettings): ConversationSettings {
  const model = isModelId(settings.model) ? settings.model : DEFAULT_SETTINGS.model;
  const caps = MODELS[model];
  const protocol = caps.protocols.includes(settings.protocol) ? settings.protocol : caps.protocols[0];
  const maxTokens = Math.min(Math.max(1, Math.floor(settings.maxTokens) || DEFAULT_SETTINGS.maxTokens), MAX_OUTPUT_TOKENS);
  const next: ConversationSettings = {
    ...settings,
    model,
    protocol,
    maxTokens,
    effort: caps.effort ? settings.effort : DEFAULT_SETTINGS.effort,
    cacheTtl: caps.cacheTtl ? settings.cacheTtl : DEFAULT_SETTINGS.cacheTtl,
    webSearch: caps.webSearch && settings.webSearch,
    stopSequences: caps.stopSequences ? settings.stopSequences.slice(0, MAX_STOP_SEQUENCES) : [],
    structuredOutput: caps.structuredOutput ? settings.structuredOutput : null,
    ...normalizeToolSettings(settings),
  };
  // The tool choice is kept as chosen: the request builder maps it to the nearest one each model's
  // document lists (lib/chat/request/tool-choice.ts), so switching models back and forth loses nothing.
  return next;
}
