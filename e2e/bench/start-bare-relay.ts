import path from "node:path";
import { startChildServer, type ChildServer } from "./child-server";

// The bare relay (bare-relay.ts) as its own process, so its CPU and memory are its own.

export function startBareRelay(upstreamUrl: string, nodeArgs: string[] = []): Promise<ChildServer> {
  return startChildServer({
    name: "bare relay",
    args: [...nodeArgs, "--import", "tsx", path.resolve("e2e", "bench", "bare-relay-main.ts"), "{port}", upstreamUrl],
    readyPath: "/health",
  });
}
