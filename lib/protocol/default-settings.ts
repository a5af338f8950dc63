// The settings a new conversation starts with, and the rule that makes any settings valid for their
// model: options a model's API document lacks are reset rather than sent (see models.ts). Here in
// lib/protocol, not lib/chat, so the Store and the server (and their tests) can use them too.

import type { ConversationSettings } from "./message";
import { isModelId, MAX_OUTPUT_TOKENS, MAX_STOP_SEQUENCES, MODELS } from "./models";

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
};

/** A fresh copy with `overrides` applied, so callers can change it without touching the shared default. */
export function defaultSettings(overrides: Partial<ConversationSettings> = {}): ConversationSettings {
  return { ...structuredClone(DEFAULT_SETTINGS), ...overrides };
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
  };
  // The tool choice is kept as chosen: the request builder maps it to the nearest one each model's
  // document lists (lib/chat/request/tool-choice.ts), so switching models back and forth loses nothing.
  return next;
}
