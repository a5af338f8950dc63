// The tool library as a JSON file: `{ format: "moonlit-tools", version: 1, tools: [...], mcpServers?: [...] }`,
// each tool `{ name, description?, inputSchema, strict? }`, each MCP server as mcp-server-format.ts
// says. Reading checks the shape and the names; the schemas are checked by the repository (with
// ajv, loaded then).

import type { ToolDefinition } from "@/lib/protocol/message";
import { isRecord } from "@/lib/protocol/is-record";
import { toolNameProblem } from "@/lib/db/tool-names";
import { readMcpServers, type McpServerExport } from "./mcp-server-format";
import { ToolLibraryError } from "./tool-library-error";

export const TOOL_LIBRARY_FORMAT = "moonlit-tools";
export const TOOL_LIBRARY_VERSION = 1;


/** Only the definition: ids and times are this browser's. */
export function toolDefinition(tool: ToolDefinition): ToolDefinition {
  return {
    name: tool.name,
    ...(tool.description ? { description: tool.description } : {}),
    inputSchema: tool.inputSchema,
    ...(tool.strict ? { strict: true } : {}),
  };
}

export interface ToolLibraryFile {
  tools: ToolDefinition[];
  mcpServers: McpServerExport[];
}

export function serializeToolLibrary(tools: readonly ToolDefinition[], mcpServers: readonly McpServerExport[] = []): string {
  const servers = mcpServers.length > 0 ? { mcpServers } : {};
  return JSON.stringify({ format: TOOL_LIBRARY_FORMAT, version: TOOL_LIBRARY_VERSION, tools: tools.map(toolDefinition), ...servers }, null, 2);
}

function readTool(raw: unknown, index: number, taken: string[]): ToolDefinition {
  const shape = (detail: string) => new ToolLibraryError({ kind: "shape", detail: `tool ${index + 1} ${detail}` });
  if (!isRecord(raw)) throw shape("is not an object");
  if (typeof raw.name !== "string") throw shape("has no name");
  if (raw.description !== undefined && typeof raw.description !== "string") throw shape("has a description that is not text");
  if (!isRecord(raw.inputSchema)) throw shape("has no inputSchema object");
  if (raw.strict !== undefined && typeof raw.strict !== "boolean") throw shape("has a strict that is not true or false");
  const problem = toolNameProblem(raw.name, taken);
  if (problem === "pattern") throw new ToolLibraryError({ kind: "name", name: raw.name });
  if (problem !== null) throw new ToolLibraryError({ kind: problem, name: raw.name });
  return toolDefinition(raw as unknown as ToolDefinition);
}

/** The tools and MCP servers in a library file's text; throws a ToolLibraryError naming the first problem. */
export function parseToolLibrary(text: string): ToolLibraryFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ToolLibraryError({ kind: "notJson" });
  }
  if (!isRecord(data) || data.format !== TOOL_LIBRARY_FORMAT) throw new ToolLibraryError({ kind: "shape", detail: `"format" is not "${TOOL_LIBRARY_FORMAT}"` });
  if (data.version !== TOOL_LIBRARY_VERSION) throw new ToolLibraryError({ kind: "shape", detail: `version ${String(data.version)} is not ${TOOL_LIBRARY_VERSION}` });
  if (!Array.isArray(data.tools)) throw new ToolLibraryError({ kind: "shape", detail: '"tools" is not a list' });
  const tools: ToolDefinition[] = [];
  data.tools.forEach((raw, index) => tools.push(readTool(raw, index, tools.map((tool) => tool.name))));
  return { tools, mcpServers: readMcpServers(data) };
}
