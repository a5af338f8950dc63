// MCP servers in the tool library's file (tool-library-format.ts), under `mcpServers`: each
// `{ name, url, headers?, timeoutSeconds }`. Only the person's own servers travel (the operator's
// belong to the deployment); their headers only when the person asks, since a header is often a
// token; OAuth tokens never (a sign-in belongs to this browser: sign in again after importing).

import { parseHttpUrl } from "@/lib/protocol/http-url";
import { isRecord } from "@/lib/protocol/is-record";
import { DEFAULT_MCP_TIMEOUT_SECONDS, MAX_MCP_TIMEOUT_SECONDS } from "./mcp-servers";
import type { McpServerRecord } from "./records";
import { ToolLibraryError } from "./tool-library-error";

export interface McpServerExport {
  name: string;
  url: string;
  headers?: Record<string, string>;
  timeoutSeconds: number;
}

export function mcpServerExport(server: McpServerRecord, withSecrets: boolean): McpServerExport {
  const headers = withSecrets && Object.keys(server.headers).length > 0 ? { headers: server.headers } : {};
  return { name: server.name, url: server.url, ...headers, timeoutSeconds: server.timeoutSeconds };
}

function readServer(raw: unknown, index: number): McpServerExport {
  const shape = (detail: string) => new ToolLibraryError({ kind: "shape", detail: `MCP server ${index + 1} ${detail}` });
  if (!isRecord(raw)) throw shape("is not an object");
  if (typeof raw.name !== "string" || raw.name.trim() === "" || raw.name.length > 200) throw shape("has no name");
  if (typeof raw.url !== "string" || !parseHttpUrl(raw.url)) throw shape("has no http(s) url");
  const headers = raw.headers ?? {};
  if (!isRecord(headers) || !Object.values(headers).every((value) => typeof value === "string")) throw shape("has headers that are not text");
  const seconds = raw.timeoutSeconds ?? DEFAULT_MCP_TIMEOUT_SECONDS;
  if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_MCP_TIMEOUT_SECONDS) throw shape("has a timeout that is not 1 to 3600 seconds");
  return { name: raw.name.trim(), url: raw.url, ...(Object.keys(headers).length > 0 ? { headers: headers as Record<string, string> } : {}), timeoutSeconds: seconds };
}

/** The servers of a library file (none when it has no `mcpServers`); throws naming the first problem. */
export function readMcpServers(data: Record<string, unknown>): McpServerExport[] {
  if (data.mcpServers === undefined) return [];
  if (!Array.isArray(data.mcpServers)) throw new ToolLibraryError({ kind: "shape", detail: '"mcpServers" is not a list' });
  return data.mcpServers.map(readServer);
}
