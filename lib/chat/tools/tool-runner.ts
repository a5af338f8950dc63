// One way to answer a tool call without the person: a runner takes the call and a signal and gives
// its outcome, whatever the tool's source. The engine looks the runner up by the call's source and
// never asks which source it is, as the AI SDK hands its loop MCP tools as ordinary tools. The
// person's own function tools have no runner: the person answers them.

import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import type { ToolOutcome } from "./tool-outcome";

/** Upstream's server tool (Kimi's OpenAI `$web_search`): it searched; the client's answer is an echo. */
export type WebSearchSource = { kind: "web-search" };
/** Run in the browser (run-builtin.ts). */
export type BuiltinSource = { kind: "builtin"; name: BuiltinToolName };
/** Run on its MCP server, through the relay (lib/chat/mcp/mcp-tool-runner.ts). */
export type McpSource = { kind: "mcp"; tool: McpToolSetting };
/** The person's own function tools (and any name nothing here offers): the person answers. */
export type OwnSource = { kind: "own" };

/** Where a called tool comes from, which says who answers the call. */
export type ToolSource = WebSearchSource | BuiltinSource | McpSource | OwnSource;
export type RunnableSource = Exclude<ToolSource, OwnSource>;

/** A call as its runner gets it. */
export interface CallToRun<S extends ToolSource = ToolSource> {
  /** The tool call's id: an MCP call's progress is reported under it. */
  id: string;
  name: string;
  /** As the turn holds it: Anthropic's input object, or OpenAI's arguments string (see takes-object.ts). */
  input: unknown;
  source: S;
}

/** Answers one call; never throws: a tool that fails gives an error outcome, which the model reads. */
export type ToolRunner<S extends RunnableSource = RunnableSource> = (call: CallToRun<S>, signal: AbortSignal) => Promise<ToolOutcome>;

/** The runner of each source the client answers by itself. */
export type ToolRunners = { [K in RunnableSource["kind"]]: ToolRunner<Extract<RunnableSource, { kind: K }>> };

/** Runs `call` with its source's runner. */
export function runTool(runners: ToolRunners, call: CallToRun<RunnableSource>, signal: AbortSignal): Promise<ToolOutcome> {
  // Each runner takes its own source's calls only, which the lookup by kind guarantees.
  const run = runners[call.source.kind] as ToolRunner;
  return run(call, signal);
}

/** A server tool ran upstream: its answer is at once, so a round of only these is never cut short. */
export const ranUpstream = (source: ToolSource) => source.kind === "web-search";
