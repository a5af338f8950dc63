// One connection from the browser to an MCP server, with the official SDK's client. Streamable HTTP
// first; a server that refuses it (an older one) is tried again over HTTP+SSE, as the MCP spec's
// backwards-compatibility section says. `fetch` is how requests leave: in the app, through Moonlit's
// relay (lib/chat/mcp/relay-fetch.ts), so servers without CORS work and operator headers stay on
// the server. Loaded on demand with the MCP settings or the first MCP call, never with the page.

import "./zod-without-eval";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { errorMessage } from "@/lib/async/error-message";

export interface ConnectOptions {
  fetch: FetchLike;
  /** For servers that need OAuth: the SDK drives discovery, registration, tokens and refresh. */
  authProvider?: OAuthClientProvider;
  /** Gives up connecting (both transports) after this long. */
  timeoutMs?: number;
}

export type McpTransportKind = "streamable-http" | "sse";

export interface McpConnection {
  transport: McpTransportKind;
  /** What the server says it is (its `serverInfo`). */
  server: { name: string; version: string };
  /** Every tool, all pages of the list. */
  listTools(): Promise<Tool[]>;
  callTool(name: string, args: Record<string, unknown>, options?: CallOptions): Promise<CallToolResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  /** Stops the call: the server is told (MCP's notifications/cancelled) and the call rejects. */
  signal?: AbortSignal;
  /** Progress the server reports, with its message when it gives one. */
  onProgress?: (progress: { progress: number; total?: number; message?: string }) => void;
  /** Gives up after this long without progress. */
  timeoutMs?: number;
}

/** Why a server could not be connected: it needs the person to sign in, or it cannot be reached. */
export class McpConnectError extends Error {
  constructor(
    readonly kind: "needs-sign-in" | "unreachable",
    message: string,
  ) {
    super(message);
    this.name = "McpConnectError";
  }
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 20_000;
export const DEFAULT_CALL_TIMEOUT_MS = 120_000;

const CLIENT_INFO = { name: "moonlit", version: "1.0.0" };

/**
 * The reason a person can read: the SDK puts a refused request's body into its message, and the
 * relay's refusals (and many servers' errors) say what went wrong in that body's `error.message`.
 */
export function reasonOf(error: unknown): string {
  const message = errorMessage(error);
  const start = message.indexOf("{");
  if (start < 0) return message;
  try {
    const body: unknown = JSON.parse(message.slice(start));
    const inner = typeof body === "object" && body !== null && "error" in body ? (body as { error: unknown }).error : undefined;
    if (typeof inner === "object" && inner !== null && "message" in inner && typeof inner.message === "string") return inner.message;
    if (typeof inner === "string") return inner;
  } catch {
    // Not JSON after all: the message as it is.
  }
  return message;
}

/** The server wants credentials: the SDK's sign-in began (with an OAuth provider), or it said 401. */
const needsSignIn = (error: unknown) => error instanceof UnauthorizedError || (error instanceof Error && "code" in error && error.code === 401);

async function connectWith(transport: Transport, timeoutMs: number): Promise<Client> {
  // Tools' output schemas are checked without eval: the SDK's default (ajv) compiles them to
  // functions, which the app's Content Security Policy forbids, so no server could be connected.
  const client = new Client(CLIENT_INFO, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  try {
    await client.connect(transport, { timeout: timeoutMs });
    return client;
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

function connection(client: Client, transport: McpTransportKind): McpConnection {
  const info = client.getServerVersion();
  return {
    transport,
    server: { name: info?.name ?? "", version: info?.version ?? "" },
    async listTools() {
      const tools: Tool[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor === undefined ? undefined : { cursor });
        tools.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor !== undefined);
      return tools;
    },
    async callTool(name, args, options = {}) {
      const { onProgress } = options;
      const result = await client.callTool({ name, arguments: args }, undefined, {
        signal: options.signal,
        timeout: options.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
        resetTimeoutOnProgress: true,
        onprogress: onProgress ? ({ progress, total, message }) => onProgress({ progress, total, message }) : undefined,
      });
      return result as CallToolResult;
    },
    close: () => client.close(),
  };
}

/** Connects to the MCP server at `url`; throws McpConnectError saying why it could not. */
export async function connectMcpServer(url: string, options: ConnectOptions): Promise<McpConnection> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const target = new URL(url);
  const { fetch, authProvider } = options;
  try {
    return connection(await connectWith(new StreamableHTTPClientTransport(target, { fetch, authProvider }), timeoutMs), "streamable-http");
  } catch (first) {
    if (needsSignIn(first)) throw new McpConnectError("needs-sign-in", "The server asks you to sign in.");
    try {
      return connection(await connectWith(new SSEClientTransport(target, { fetch, authProvider }), timeoutMs), "sse");
    } catch (second) {
      if (needsSignIn(second)) throw new McpConnectError("needs-sign-in", "The server asks you to sign in.");
      // The Streamable HTTP failure says more: the SSE attempt mostly fails for being the wrong transport.
      throw new McpConnectError("unreachable", reasonOf(first));
    }
  }
}
