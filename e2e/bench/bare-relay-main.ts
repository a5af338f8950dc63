import { bareRelayServer } from "./bare-relay";

// Runs the bare relay as its own process (so its CPU can be measured apart):
//   node --import tsx e2e/bench/bare-relay-main.ts PORT UPSTREAM_URL

const [port, upstream] = process.argv.slice(2);
if (!port || !upstream) throw new Error("usage: bare-relay-main.ts PORT UPSTREAM_URL");
const server = bareRelayServer(upstream);
server.listen(Number(port), "127.0.0.1");
// Exit normally on SIGTERM, so --cpu-prof (when used) writes its profile.
process.once("SIGTERM", () => process.exit(0));
