import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A proxy that forwards nothing and remembers every attempt: set as a client's HTTPS_PROXY, it shows
// whether the client tried to reach anywhere but the gateway (telemetry, updates, its vendor's API).

export interface ProxyTrap {
  url: string;
  /** "CONNECT host:port" or "METHOD url", in order. */
  attempts: string[];
  close(): Promise<void>;
}

export async function startProxyTrap(): Promise<ProxyTrap> {
  const attempts: string[] = [];
  const server = createServer((req, res) => {
    attempts.push(`${req.method} ${req.url}`);
    res.writeHead(502).end();
  });
  server.on("connect", (req, socket) => {
    attempts.push(`CONNECT ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
