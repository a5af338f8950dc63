import "server-only";

import {
  asArray,
  asRecord,
  clampMaxTokens,
  estimateTokens,
  seedOf,
  splitInputTokens,
  stringList,
  type SimRequest,
  type SimToolChoice,
  type SimToolResult,
} from "./request-view";

// Reads an OpenAI Chat Completions request body into the simulator's protocol-neutral view.

const DEFAULT_MAX_COMPLETION_TOKENS = 131_072;
const WEB_SEARCH = "$web_search";

export function readOpenAIRequest(body: Record<string, unknown>): SimRequest {
  const messages = asArray(body.messages).map(asRecord);
  const trailingTools = trailingToolMessages(messages);
  const callNames = toolCallNames(messages);
  const results: Array<SimToolResult & { id: string }> = trailingTools.map((m) => ({
    id: String(m.tool_call_id),
    name: typeof m.name === "string" ? m.name : (callNames.get(String(m.tool_call_id)) ?? "tool"),
    content: textOf(m.content),
    isError: false,
  }));
  const search = results.find((r) => r.name === WEB_SEARCH);
  const question = [...messages].reverse().find((m) => m.role === "user");
  const parts = asArray(question?.content).map(asRecord);
  const tools = asArray(body.tools).map(asRecord);
  const format = asRecord(body.response_format);
  const ttl = asRecord(body.prompt_cache_options).ttl === "1h" ? "1h" : "5m";
  const promptTotal = estimateTokens({ tools: body.tools, messages });
  const prefix = estimateTokens({ tools: body.tools, messages: messages.slice(0, -1) });

  return {
    model: typeof body.model === "string" ? body.model : "kimi-k3.1-pro",
    stream: body.stream === true,
    includeUsage: asRecord(body.stream_options).include_usage === true,
    seed: seedOf(body),
    userText: question ? textOf(question.content) : "",
    images: parts.filter((p) => p.type === "image_url").length,
    videos: parts.filter((p) => p.type === "video_url").length,
    tools: tools
      .filter((t) => t.type === "function")
      .map((t) => asRecord(t.function))
      .filter((f) => typeof f.name === "string")
      .map((f) => ({
        name: String(f.name),
        description: typeof f.description === "string" ? f.description : "",
        schema: asRecord(f.parameters),
      })),
    toolChoice: readToolChoice(body.tool_choice),
    toolResults: results.filter((r) => r.name !== WEB_SEARCH).map(({ name, content, isError }) => ({ name, content, isError })),
    webSearch: tools.some((t) => t.type === "web_search"),
    webSearchReturn: search ? search.content : null,
    structured: readFormat(format),
    maxTokens: clampMaxTokens(body.max_completion_tokens ?? body.max_tokens, DEFAULT_MAX_COMPLETION_TOKENS),
    stopSequences: stringList(body.stop),
    tokens: splitInputTokens(promptTotal, prefix, messages.filter((m) => m.role !== "system").length, ttl),
    priorToolCalls: messages.flatMap((m) => asArray(m.tool_calls)).length,
  };
}

function trailingToolMessages(messages: Record<string, unknown>[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let i = messages.length - 1; i >= 0 && messages[i].role === "tool"; i--) out.unshift(messages[i]);
  return out;
}

function toolCallNames(messages: Record<string, unknown>[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const call of messages.flatMap((m) => asArray(m.tool_calls)).map(asRecord)) {
    names.set(String(call.id), String(asRecord(call.function).name));
  }
  return names;
}

function readToolChoice(value: unknown): SimToolChoice {
  if (value === "none") return { type: "none" };
  if (value === "required") return { type: "any" };
  const name = asRecord(asRecord(value).function).name;
  return typeof name === "string" ? { type: "tool", name } : { type: "auto" };
}

function readFormat(format: Record<string, unknown>): SimRequest["structured"] {
  if (format.type === "json_object") return { kind: "json_object" };
  if (format.type !== "json_schema") return null;
  return { kind: "json_schema", schema: asRecord(asRecord(format.json_schema).schema) };
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  return asArray(content)
    .map(asRecord)
    .filter((part) => part.type === "text" && typeof part.text === "string")
    .map((part) => part.text as string)
    .join("\n");
}
