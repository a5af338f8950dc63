import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { garbageCall, sendGarbage, writeGarbageEvent } from "./garbage";

// Sessions of both transports, each with its own McpServer (as the SDK's examples keep them):
// Streamable HTTP on one path (POST, GET for the event stream, DELETE to end), and the older
// HTTP+SSE transport on two (GET opens the stream and names the POST endpoint).

// express's request and response: typed by hand, as the project has no @types/express.
type Request = IncomingMessage & { body?: unknown; query: Record<string, unknown> };
type Response = ServerResponse;
type Handler = (req: Request, res: Response, next?: () => void) => void | Promise<void>;
interface Router {
  all(path: string, ...handlers: Handler[]): void;
  get(path: string, ...handlers: Handler[]): void;
  post(path: string, ...handlers: Handler[]): void;
}

interface Open {
  close(): Promise<void>;
}

function rpcError(res: Response, status: number, message: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

export class Sessions {
  private readonly streamable = new Map<string, StreamableHTTPServerTransport>();
  private readonly legacy = new Map<string, { transport: SSEServerTransport; stream: Response }>();
  private readonly open = new Set<Open>();

  constructor(private readonly makeServer: (req: Request) => McpServer) {}

  mountStreamable(app: Router, path: string, ...guards: Handler[]): void {
    app.all(path, ...guards, async (req, res) => {
      const id = req.headers["mcp-session-id"];
      const sessionId = typeof id === "string" ? id : undefined;
      let transport = sessionId ? this.streamable.get(sessionId) : undefined;
      if (sessionId && !transport) return rpcError(res, 404, "Session not found");
      const garbage = req.method === "POST" ? garbageCall(req.body) : undefined;
      if (transport && garbage) return sendGarbage(res, garbage, sessionId);
      if (!transport) {
        if (req.method !== "POST" || !isInitializeRequest(req.body)) return rpcError(res, 400, "Bad Request: No valid session ID provided");
        const created = new StreamableHTTPServerTransport({
          sessionIdGenerator: randomUUID,
          onsessioninitialized: (newId) => void this.streamable.set(newId, created),
        });
        created.onclose = () => {
          if (created.sessionId) this.streamable.delete(created.sessionId);
          this.open.delete(created);
        };
        this.open.add(created);
        await this.makeServer(req).connect(created);
        transport = created;
      }
      await transport.handleRequest(req, res, req.body);
    });
  }

  mountLegacy(app: Router, ssePath: string, messagesPath: string): void {
    app.get(ssePath, async (req, res) => {
      const transport = new SSEServerTransport(messagesPath, res);
      this.legacy.set(transport.sessionId, { transport, stream: res });
      this.open.add(transport);
      transport.onclose = () => {
        this.legacy.delete(transport.sessionId);
        this.open.delete(transport);
      };
      await this.makeServer(req).connect(transport);
    });
    app.post(messagesPath, async (req, res) => {
      const session = this.legacy.get(String(req.query.sessionId ?? ""));
      if (!session) return rpcError(res, 404, "Session not found");
      if (garbageCall(req.body)) {
        res.writeHead(202).end("Accepted");
        writeGarbageEvent(session.stream);
        return;
      }
      await session.transport.handlePostMessage(req, res, req.body);
    });
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.open].map((transport) => transport.close()));
    this.open.clear();
  }
}
