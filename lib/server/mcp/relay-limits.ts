import "server-only";
import type { ServerEnv } from "@/lib/server/env";
import type { RelayLimits } from "./relay-errors";

/** Vercel refuses request bodies past 4.5 MB; MCP messages are far smaller. */
export const MAX_MCP_REQUEST_BYTES = 4 * 1024 * 1024;

export function limitsOf(env: ServerEnv): RelayLimits {
  return {
    timeoutMs: env.mcpTimeoutMs,
    maxResponseBytes: env.mcpMaxResponseBytes,
    maxRequestBytes: MAX_MCP_REQUEST_BYTES,
    callDeadlineMs: env.mcpCallDeadlineMs,
    maxCallsPerClient: env.mcpMaxCallsPerClient,
  };
}
