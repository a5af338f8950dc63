import "server-only";

import { isRecord } from "@/lib/protocol/is-record";
import { hashString } from "./rng";

// What the simulator needs to know about a request, the same for both wire formats. Each protocol has
// its own reader (anthropic-request.ts, openai-request.ts) that fills this in.

export interface SimTool {
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

export interface SimToolResult {
  name: string;
  content: string;
  isError: boolean;
}

export type SimToolChoice = { type: "auto" } | { type: "any" } | { type: "none" } | { type: "tool"; name: string };

export type SimStructured = { kind: "json_schema"; schema: Record<string, unknown> } | { kind: "json_object" };

export interface SimTokens {
  /** Ordinary (uncached) input tokens. */
  input: number;
  cacheRead: number;
  cacheWrite: number;
  ttl: "5m" | "1h";
}

export interface SimRequest {
  model: string;
  stream: boolean;
  /** OpenAI `stream_options.include_usage`. */
  includeUsage: boolean;
  seed: number;
  /** Text of the last user message (the question being answered). */
  userText: string;
  images: number;
  videos: number;
  tools: SimTool[];
  toolChoice: SimToolChoice;
  /** Results the request ends with; non-empty means "answer using these". */
  toolResults: SimToolResult[];
  webSearch: boolean;
  /** OpenAI: the `$web_search` arguments the client sent back (the second leg of the round trip). */
  webSearchReturn: string | null;
  structured: SimStructured | null;
  maxTokens: number;
  stopSequences: string[];
  tokens: SimTokens;
  /** Tool calls already in the history, so new call ids keep counting (Kimi's `functions.NAME:N`). */
  priorToolCalls: number;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The seed ignores streaming flags, so a streamed and a non-streamed call say the same thing. */
export function seedOf(body: Record<string, unknown>): number {
  const rest = { ...body };
  delete rest.stream;
  delete rest.stream_options;
  return hashString(JSON.stringify(rest));
}

const TOKENS_PER_MEDIA = 800;
const CACHE_BLOCK = 256;

/** ~4 characters per token; inline media counts as a fixed amount instead of its base64 length. */
export function estimateTokens(value: unknown): number {
  let media = 0;
  const json = JSON.stringify(value ?? null, (key, item: unknown) => {
    if (typeof item === "string" && (key === "data" || item.startsWith("data:")) && item.length > 256) {
      media++;
      return "";
    }
    return item;
  });
  return Math.ceil(json.length / 4) + media * TOKENS_PER_MEDIA;
}

/**
 * Splits the prompt into the three input counts the way an implicit prefix cache would: earlier turns
 * are read from cache, the new part is written in whole cache blocks, the remainder is ordinary input.
 */
export function splitInputTokens(total: number, prefix: number, turns: number, ttl: "5m" | "1h"): SimTokens {
  const cacheRead = turns > 1 ? Math.floor(Math.min(prefix, total) / CACHE_BLOCK) * CACHE_BLOCK : 0;
  const cacheWrite = Math.floor((total - cacheRead) / CACHE_BLOCK) * CACHE_BLOCK;
  return { input: Math.max(1, total - cacheRead - cacheWrite), cacheRead, cacheWrite, ttl };
}

export function clampMaxTokens(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

export function stringList(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  return asArray(value).filter((item): item is string => typeof item === "string" && item.length > 0);
}
