import { createConnection, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

// A TCP pass-through between the app server and the test upstream that notes (Date.now()) when
// bytes first flow back from upstream on a connection and when a given marker passes: the moment
// the upstream's write of the final delta left for the app. The test upstream writes one event per
// write, so on loopback the marker is seen as soon as it is written.

export interface TapMarks {
  /** First bytes of a response carrying `marker`'s stream (headers), ms since the epoch. */
  firstAt?: number;
  /** When the marker passed, ms since the epoch. */
  markerAt?: number;
}

export interface UpstreamTap {
  url: string;
  /** Starts watching for `marker`; returns the marks object, filled in as bytes pass. */
  watch(marker: string): TapMarks;
  close(): Promise<void>;
}

/** Finds `needle` in a stream of chunks, across chunk boundaries. */
export function markerScanner(needle: string): (chunk: Buffer) => boolean {
  const bytes = Buffer.from(needle, "utf8");
  let carry = Buffer.alloc(0);
  return (chunk) => {
    const joined = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    if (joined.includes(bytes)) {
      carry = Buffer.alloc(0);
      return true;
    }
    carry = Buffer.from(joined.subarray(Math.max(0, joined.length - (bytes.length - 1))));
    return false;
  };
}

export async function startUpstreamTap(target: string): Promise<UpstreamTap> {
  const { hostname, port } = new URL(target);
  let current: { marker: string; marks: TapMarks } | null = null;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    sockets.add(client).add(upstream);
    let scan: ((chunk: Buffer) => boolean) | null = null;
    let watched: TapMarks | null = null;
    upstream.on("data", (chunk: Buffer) => {
      const now = Date.now();
      if (current && !watched) {
        watched = current.marks;
        scan = markerScanner(current.marker);
      }
      if (watched && scan) {
        watched.firstAt ??= now;
        if (watched.markerAt === undefined && scan(chunk)) watched.markerAt = now;
      }
      client.write(chunk);
    });
    client.on("data", (chunk: Buffer) => {
      // A new request on a kept-alive connection: watch its response afresh.
      watched = null;
      upstream.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on("end", end);
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    watch(marker) {
      const marks: TapMarks = {};
      current = { marker, marks };
      return marks;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
