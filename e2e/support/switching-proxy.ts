// A load balancer in front of two app instances, as a deployment has: every request goes to the
// instance currently chosen, streamed both ways, and is recorded with where it went, so a spec can
// send a page's next requests to the other instance and see which one answered what.
import { once } from "node:events";
import http from "node:http";

export interface ProxiedRequest {
  method: string;
  path: string;
  /** The index of the instance that answered it. */
  instance: number;
}

export interface SwitchingProxy {
  url: string;
  /** Sends the requests from now on to `instance`. */
  use(instance: number): void;
  requests(): ProxiedRequest[];
  close(): Promise<void>;
}

export async function startSwitchingProxy(port: number, targets: string[]): Promise<SwitchingProxy> {
  let current = 0;
  const seen: ProxiedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const instance = current;
    seen.push({ method: incoming.method ?? "GET", path: incoming.url ?? "/", instance });
    const target = new URL(incoming.url ?? "/", targets[instance]);
    // The Host the browser used is kept: the app checks it against the page's origin.
    const forwarded = http.request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on("error", () => outgoing.destroy());
    // A page that goes (a reload) drops its connection to the instance too, as a balancer would.
    outgoing.on("close", () => forwarded.destroy());
    incoming.pipe(forwarded);
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${port}`,
    use: (instance) => void (current = instance),
    requests: () => [...seen],
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
