import "server-only";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { NodeNextRequest, NodeNextResponse } from "next/dist/server/base-http/node";
import { sendResponse } from "next/dist/server/send-response";
import { NextRequestAdapter, signalFromNodeResponse } from "next/dist/server/web/spec-extension/adapters/next-request";

// Serves one route handler over real HTTP the way `next start` does (Next's app-route template):
// Next's own adapter turns the Node request into a Request whose body is the socket's stream, and
// Next's sendResponse writes the answer. Cut-off uploads, stalls and Node's own request timeout
// then reach the handler exactly as they would in production.

export type RouteHandler = (request: Request) => Promise<Response>;

export interface RouteServer {
  url: string;
  port: number;
  /** Handler calls not yet settled (resolved or thrown). */
  running(): number;
  /** Resolves once no handler call is running; rejects naming the count if some still are after `ms`. */
  idle(ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startRouteServer(handle: RouteHandler, options: http.ServerOptions = {}): Promise<RouteServer> {
  let running = 0;
  const server = http.createServer(options, (req, res) => {
    running++;
    const nodeRequest = new NodeNextRequest(req);
    const request = NextRequestAdapter.fromNodeNextRequest(nodeRequest, signalFromNodeResponse(res));
    handle(request)
      .then((response) => sendResponse(nodeRequest, new NodeNextResponse(res), response))
      .catch(() => {
        // Next answers 500 when a handler throws; the socket may already be gone.
        if (!res.headersSent && !res.destroyed) res.writeHead(500).end();
      })
      .finally(() => running--);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    running: () => running,
    async idle(ms = 3_000) {
      const deadline = Date.now() + ms;
      while (running > 0) {
        if (Date.now() > deadline) throw new Error(`${running} handler call(s) still running after ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw connection that sends a POST's head and the first bytes of its body, then whatever the test says. */
export interface PartialUpload {
  socket: net.Socket;
  /** Everything the server answered so far. */
  received(): string;
  /** Settles when the server closes the connection. */
  closed: Promise<void>;
}

export async function startUpload(
  port: number,
  path: string,
  headers: Record<string, string>,
  firstBytes: string | Uint8Array,
): Promise<PartialUpload> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
  // A reset from the server is one way of closing; the test reads what arrived before it.
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const head = Object.entries({ host: `127.0.0.1:${port}`, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
  socket.write(firstBytes);
  return { socket, received: () => answer, closed };
}
