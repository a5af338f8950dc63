// The settings a new conversation starts with, and the rule that makes any settings valid for their
// model (lib/protocol/models.ts says what each model's documents define). Here in the Database, which
// the Engine and the UI read, not lib/chat, so the Database's tests can use them too.

import type { ConversationSettings } from "@/lib/protocol/message";
import {
  formatCapabilities,
  isModelId,
  MAX_OUTPUT_TOKENS,
  MAX_STOP_SEQUENCES,
  modelProtocols,
  type FormatCapabilities,
} from "@/lib/protocol/models";
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
  mcpTools: [],
  maxToolRounds: DEFAULT_MAX_TOOL_ROUNDS,
};

/** A fresh copy with `overrides` applied, so callers can change it without touching the shared default. */
export function defaultSettings(overrides: Partial<ConversationSettings> = {}): ConversationSettings {
  return { ...structuredClone(DEFAULT_SETTINGS), ...overrides };
}

/**
 * Settings adjusted to their model: a format it lacks becomes its first (kimi-k3 is Anthropic-only),
 * and a value none of its formats' documents define is reset. A value only the other format defines
 * is kept: the settings hide it and the request builders never send it on this format, so switching
 * back restores it.
 */
export function normalizeSettings(settings: ConversationSettings): ConversationSettings {
  const model = isModelId(settings.model) ? settings.model : DEFAULT_SETTINGS.model;
  const protocols = modelProtocols(model);
  const protocol = protocols.includes(settings.protocol) ? settings.protocol : protocols[0];
  const defined = (key: Exclude<keyof FormatCapabilities, "toolChoices">) => protocols.some((format) => formatCapabilities(model, format)[key]);
  const maxTokens = Math.min(Math.max(1, Math.floor(settings.maxTokens) || DEFAULT_SETTINGS.maxTokens), MAX_OUTPUT_TOKENS);
  // The tool choice is kept as chosen: the request builder maps it to the nearest one each format's
  // document lists (lib/chat/request/tool-choice.ts), so switching models back and forth loses nothing.
  return {
    ...settings,
    model,
    protocol,
    maxTokens,
    effort: defined("effort") ? settings.effort : DEFAULT_SETTINGS.effort,
    cacheTtl: defined("cacheTtl") ? settings.cacheTtl : DEFAULT_SETTINGS.cacheTtl,
    webSearch: defined("webSearch") && settings.webSearch,
    stopSequences: defined("stopSequences") ? settings.stopSequences.slice(0, MAX_STOP_SEQUENCES) : [],
    structuredOutput: defined("structuredOutput") ? settings.structuredOutput : null,
    ...normalizeToolSettings(settings),
  };
}
