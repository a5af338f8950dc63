import { pacedUpstreamServer } from "./paced-upstream";

// Runs the paced upstream as its own process (so its CPU is its own and can be reported apart):
//   node --import tsx e2e/bench/paced-upstream-main.ts PORT TICK_MS

const [port, tickMs] = process.argv.slice(2).map(Number);
if (!port || !tickMs) throw new Error("usage: paced-upstream-main.ts PORT TICK_MS");
// A deep accept queue: a thousand connections may arrive within a few milliseconds.
pacedUpstreamServer({ tickMs }).listen(port, "127.0.0.1", 4096);
process.once("SIGTERM", () => process.exit(0));
