// The view of one reply: what the blocks renderers draw. Derived from stored turns, never stored.

import type { RequestedFormat } from "@/lib/protocol/message";
import type { ImageBlockParam } from "@/lib/protocol/anthropic/types";

export interface Citation {
  /** 1-based, one per unique source URL across the reply, in order of first citation. */
  number: number;
  url: string;
  title: string;
  /** The passages of this source cited in this text part. */
  citedTexts: string[];
}

export interface ThinkingPart {
  type: "thinking";
  key: string;
  text: string;
  streaming: boolean;
  durationMs?: number;
  tokens?: number;
}

export interface TextPart {
  type: "text";
  key: string;
  /** Markdown; a cited block ends with citation marks (see citation-mark) numbered as in `citations`. */
  text: string;
  citations: Citation[];
  streaming: boolean;
  /** The reply's last text, ended before the model finished it (stopped, cut off): its open Markdown is closed as while it streamed. */
  cut?: boolean;
  /**
   * While it streams: the pieces the text arrived in, joined equal to `text` and growing in place, so
   * the markdown layer takes only what is new without reading the whole text (which, built by
   * concatenation, would be copied whole on each read).
   */
  pieces?: readonly string[];
}

/** The text of a reply asked for JSON: parsed, checked and drawn as a form by its renderer. */
export interface StructuredPart {
  type: "structured";
  key: string;
  /** The JSON text as it arrived; a prefix of it while streaming. */
  text: string;
  format: RequestedFormat;
  streaming: boolean;
}

/**
 * "not-run": the reply ended with this call unanswered (nothing ran it); "stopped": the tool loop
 * stopped before running it (round limit, Stop, reload), and Continue can still run it; "waiting":
 * the turn waits for the person's results (see `awaits`), which answer it when they are sent.
 */
export type ToolCallStatus = "running" | "done" | "error" | "not-run" | "stopped" | "waiting";

/**
 * Who answers a waiting call: the person (a Tool result form), the client once the person allows it
 * (an MCP call: Allow or Deny), or the client once the person has sent theirs.
 */
export type ToolCallAnswerer = "person" | "approval" | "client";

export interface ToolCallPart {
  type: "tool-call";
  key: string;
  id: string;
  name: string;
  /** Anthropic input object, or the OpenAI arguments string as sent. */
  input: Record<string, unknown> | string;
  /** The tool's input JSON Schema, when the conversation's settings define the tool. */
  inputSchema?: Record<string, unknown>;
  result?: { content: string; isError: boolean; structured?: Record<string, unknown> };
  status: ToolCallStatus;
  /** Set while the status is "waiting". */
  awaits?: ToolCallAnswerer;
  /** The image blocks of the result's content array, drawn under its text. */
  resultImages?: ToolResultImage[];
}

/** An image a tool returned: the source of its image block, inline bytes or an address. */
export type ToolResultImage = ImageBlockParam["source"];

export interface WebSearchResultView {
  title: string;
  url: string;
  site: string;
  age?: string;
}

export interface WebSearchPart {
  type: "web-search";
  key: string;
  id: string;
  query: string;
  status: "searching" | "done" | "error";
  results: WebSearchResultView[];
  /** False for Kimi's OpenAI `$web_search`, whose results go to the model and never to the client. */
  resultsVisible: boolean;
  /** Upstream error code, e.g. `max_uses_exceeded`. */
  error?: string;
}

export type ViewPart = ThinkingPart | TextPart | StructuredPart | ToolCallPart | WebSearchPart;
export type ViewPartType = ViewPart["type"];
