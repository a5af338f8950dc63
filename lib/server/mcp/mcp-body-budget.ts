import "server-only";
import { BodyBudget, BODY_WAIT_MS, type BodyBudgetUse } from "@/lib/server/gateway/body-budget";
import { getEnv } from "@/lib/server/env";
import { MAX_MCP_REQUEST_BYTES } from "./relay-limits";

// The bytes of MCP messages the relay holds at once (requests read whole, JSON answers read whole):
// a budget of its own, of the gateway's kind (body-budget.ts). MCP servers are named by anyone and
// may be run by anyone, so however slowly theirs arrive, they never hold the room chat requests and
// share uploads wait on. A quarter of MAX_BODY_BYTES_IN_FLIGHT, never below one largest message.

let shared: BodyBudget | undefined;

export function mcpBodyBudget(): BodyBudgetUse {
  if (!shared) {
    const env = getEnv();
    shared = new BodyBudget(Math.max(Math.floor(env.maxBodyBytesInFlight / 4), env.mcpMaxResponseBytes, MAX_MCP_REQUEST_BYTES));
  }
  return { budget: shared, waitMs: BODY_WAIT_MS };
}
