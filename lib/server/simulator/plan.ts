import "server-only";

import { jsonObjectAnswer, plainAnswer, searchAnswerPieces, searchAnswerText, toolIntro, toolResultAnswer } from "./compose-text";
import { thinkingFor, type Scenario } from "./compose-thinking";
import { createRng, hashString, randomBase62, randomBase64, randomHex, type Rng } from "./rng";
import { asRecord, type SimRequest, type SimTokens, type SimTool } from "./request-view";
import { generateFromSchema } from "./schema-value";
import { builtinToolInput } from "./tool-inputs";
import { inventSearchResults, searchQueryFrom, type SimSearchResult } from "./web-results";

// What the simulated model "says", protocol-neutral: an ordered list of blocks plus the stop reason.
// The emitters turn it into Anthropic events or OpenAI chunks.

export type PlanBlock =
  | { type: "thinking"; thinking: string; signature: string }
  | { type: "text"; text: string; citations: SimSearchResult[] }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> }
  /** Anthropic server-side search: a server_tool_use block and its web_search_tool_result. */
  | { type: "web_search"; id: string; query: string; results: SimSearchResult[] }
  /** OpenAI Kimi `$web_search`: a builtin_function tool call whose arguments go back verbatim. */
  | { type: "builtin_call"; id: string; name: string; arguments: string };

export type PlanStop = "end_turn" | "tool_use" | "max_tokens" | "stop_sequence";

export interface Plan {
  id: string;
  model: string;
  created: number;
  blocks: PlanBlock[];
  stopReason: PlanStop;
  stopSequence: string | null;
  tokens: SimTokens;
  webSearchOffered: boolean;
}

/** What differs between the formats in what the model "says": how ids look, and who runs a web search. */
export interface PlanFormat {
  messageId(rng: Rng): string;
  /** `prior`: tool calls already in the history (Kimi's OpenAI ids count them). */
  toolCallId(rng: Rng, tool: SimTool, prior: number): string;
  /** Anthropic searches on the server (a web_search block); Kimi's OpenAI format has the client echo `$web_search`. */
  search: "server" | "builtin";
}

export function buildPlan(req: SimRequest, format: PlanFormat): Plan {
  const rng = createRng(req.seed);
  const id = format.messageId(rng);
  const { scenario, detail, blocks, stopReason } = answer(req, rng, format);
  const thinking = thinkingFor(req, scenario, rng, detail);
  return {
    id,
    model: req.model,
    created: 1_900_000_000 + (req.seed % 50_000_000),
    blocks: [{ type: "thinking", thinking, signature: signatureFor(thinking, req.seed) }, ...blocks],
    stopReason,
    stopSequence: null,
    tokens: req.tokens,
    webSearchOffered: req.webSearch,
  };
}

interface Answer {
  scenario: Scenario;
  detail: string;
  blocks: PlanBlock[];
  stopReason: PlanStop;
}

function answer(req: SimRequest, rng: Rng, format: PlanFormat): Answer {
  if (req.webSearchReturn !== null) return searchAnswer(req);
  if (req.toolResults.length > 0) {
    const names = req.toolResults.map((r) => `\`${r.name}\``).join(", ");
    return finalAnswer(req, rng, "tool_result", names, toolResultAnswer(req, req.toolResults));
  }
  const searchable = req.webSearch && req.toolChoice.type !== "none";
  const tool = chooseTool(req, rng, searchable);
  if (tool) return toolCall(req, rng, tool, format);
  if (searchable) return format.search === "server" ? serverSearch(req) : builtinSearch(req, rng);
  return finalAnswer(req, rng, "plain", "", plainAnswer(req, rng));
}

/** Structured output replaces the prose of any final answer with schema-shaped JSON. */
function finalAnswer(req: SimRequest, rng: Rng, scenario: Scenario, detail: string, prose: string): Answer {
  if (!req.structured) return { scenario, detail, blocks: [text(prose)], stopReason: "end_turn" };
  const value =
    req.structured.kind === "json_object"
      ? jsonObjectAnswer(req)
      : generateFromSchema(req.structured.schema, rng, req.userText);
  return { scenario: "structured", detail, blocks: [text(JSON.stringify(value, null, 2))], stopReason: "end_turn" };
}

/** With web search also on and tool_choice auto, a tool is called only if the question mentions it. */
function chooseTool(req: SimRequest, rng: Rng, searchable: boolean): SimTool | undefined {
  const choice = req.toolChoice;
  if (req.tools.length === 0 || choice.type === "none") return undefined;
  if (choice.type === "tool") return req.tools.find((t) => t.name === choice.name);
  const words = new Set(req.userText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const score = (t: SimTool) =>
    `${t.name} ${t.description}`
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && words.has(w)).length;
  // A loop, not Math.max(...scores): a spread of 200,000 tools overflows the stack.
  const best = req.tools.reduce((most, t) => Math.max(most, score(t)), 0);
  if (best === 0 && searchable && choice.type === "auto") return undefined;
  const candidates = req.tools.filter((t) => score(t) === best);
  return rng.pick(candidates);
}

function toolCall(req: SimRequest, rng: Rng, tool: SimTool, format: PlanFormat): Answer {
  const input = builtinToolInput(tool, req.userText) ?? asRecord(generateFromSchema(tool.schema, rng, req.userText));
  const id = format.toolCallId(rng, tool, req.priorToolCalls);
  const intro: PlanBlock[] = req.structured ? [] : [text(toolIntro(req, tool.name))];
  return { scenario: "tool_call", detail: tool.name, blocks: [...intro, { type: "tool_use", id, name: tool.name, input }], stopReason: "tool_use" };
}

function serverSearch(req: SimRequest): Answer {
  const query = searchQueryFrom(req.userText);
  const rng = createRng(req.seed ^ 0x5eed);
  const results = inventSearchResults(query, req.seed);
  const id = `srvtoolu_${randomBase62(rng, 24)}`;
  const search: PlanBlock = { type: "web_search", id, query, results };
  if (req.structured) {
    const structured = finalAnswer(req, rng, "search", query, "");
    return { ...structured, blocks: [search, ...structured.blocks] };
  }
  const pieces = searchAnswerPieces(query, results).map((p) => text(p.text, p.cite ? [p.cite] : []));
  return { scenario: "search", detail: query, blocks: [search, ...pieces], stopReason: "end_turn" };
}

function builtinSearch(req: SimRequest, rng: Rng): Answer {
  const searchId = randomHex(rng, 32);
  const args = JSON.stringify({ search_result: { search_id: searchId }, usage: { total_tokens: rng.int(1200, 4800) } });
  const id = `functions.$web_search:${req.priorToolCalls}`;
  const query = searchQueryFrom(req.userText);
  return { scenario: "search", detail: query, blocks: [{ type: "builtin_call", id, name: "$web_search", arguments: args }], stopReason: "tool_use" };
}

/** The second leg of the OpenAI round trip: results are re-invented from the returned search id. */
function searchAnswer(req: SimRequest): Answer {
  const rng = createRng(req.seed);
  const query = searchQueryFrom(req.userText);
  const results = inventSearchResults(query, hashString(req.webSearchReturn ?? ""));
  return finalAnswer(req, rng, "search_answer", String(results.length), searchAnswerText(query, results));
}

function text(value: string, citations: SimSearchResult[] = []): PlanBlock {
  return { type: "text", text: value, citations };
}

function signatureFor(thinking: string, seed: number): string {
  return randomBase64(createRng(hashString(thinking) ^ seed), 96);
}
