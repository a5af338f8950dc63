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
  type SimTool,
  type SimToolChoice,
  type SimToolResult,
} from "./request-view";

// Reads an Anthropic Messages request body into the simulator's protocol-neutral view.

const DEFAULT_MAX_TOKENS = 4096;

export function readAnthropicRequest(body: Record<string, unknown>): SimRequest {
  const messages = asArray(body.messages).map(asRecord);
  const last = messages.at(-1);
  const toolResults = last?.role === "user" ? readToolResults(last, messages) : [];
  const question = [...messages].reverse().find((m) => m.role === "user" && textOf(m.content).trim() !== "");
  const blocks = asArray(question?.content).map(asRecord);
  const tools = asArray(body.tools).map(asRecord);
  const format = asRecord(asRecord(body.output_config).format);
  const ttl = asRecord(body.cache_control).ttl === "1h" ? "1h" : "5m";
  const promptTotal = estimateTokens({ system: body.system, tools: body.tools, messages });
  const prefix = estimateTokens({ system: body.system, tools: body.tools, messages: messages.slice(0, -1) });

  return {
    model: typeof body.model === "string" ? body.model : "kimi-k3.1-pro",
    stream: body.stream === true,
    includeUsage: false,
    seed: seedOf(body),
    userText: question ? textOf(question.content) : "",
    images: blocks.filter((b) => b.type === "image").length,
    videos: 0,
    tools: tools.filter(isCustomTool).map(readTool),
    toolChoice: readToolChoice(body.tool_choice),
    toolResults,
    webSearch: tools.some((t) => typeof t.type === "string" && t.type.startsWith("web_search")),
    webSearchReturn: null,
    structured:
      format.type === "json_schema" ? { kind: "json_schema", schema: asRecord(format.schema) } : null,
    maxTokens: clampMaxTokens(body.max_tokens, DEFAULT_MAX_TOKENS),
    stopSequences: stringList(body.stop_sequences),
    tokens: splitInputTokens(promptTotal, prefix, messages.length, ttl),
    priorToolCalls: messages
      .filter((m) => m.role === "assistant")
      .flatMap((m) => asArray(m.content).map(asRecord))
      .filter((b) => b.type === "tool_use").length,
  };
}

function isCustomTool(tool: Record<string, unknown>): boolean {
  return (tool.type === undefined || tool.type === "custom") && typeof tool.name === "string";
}

function readTool(tool: Record<string, unknown>): SimTool {
  return {
    name: String(tool.name),
    description: typeof tool.description === "string" ? tool.description : "",
    schema: asRecord(tool.input_schema),
  };
}

function readToolChoice(value: unknown): SimToolChoice {
  const choice = asRecord(value);
  if (choice.type === "any" || choice.type === "none") return { type: choice.type };
  if (choice.type === "tool" && typeof choice.name === "string") return { type: "tool", name: choice.name };
  return { type: "auto" };
}

function readToolResults(message: Record<string, unknown>, messages: Record<string, unknown>[]): SimToolResult[] {
  const names = new Map<string, string>();
  for (const m of messages) {
    for (const block of asArray(m.content).map(asRecord)) {
      if (block.type === "tool_use" && typeof block.id === "string") names.set(block.id, String(block.name));
    }
  }
  return asArray(message.content)
    .map(asRecord)
    .filter((block) => block.type === "tool_result")
    .map((block) => ({
      name: names.get(String(block.tool_use_id)) ?? "tool",
      content: textOf(block.content),
      isError: block.is_error === true,
    }));
}

/** The text of a content value: a string, or the text blocks of a block array. */
export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  return asArray(content)
    .map(asRecord)
    .filter((block) => block.type === "text" && typeof block.text === "string")
    .map((block) => block.text as string)
    .join("\n");
}
