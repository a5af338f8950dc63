// What the test MCP server saw, for tests to assert on: requests with their headers (an operator's
// header reached the server), tool calls, and the calls that were cancelled and so stopped.

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface ServerLog {
  requests: SeenRequest[];
  /** Tool names in the order they were called. */
  calls: string[];
  /** Tools whose call was cancelled by the client (notifications/cancelled) and stopped. */
  cancelled: string[];
}

const KEPT_REQUESTS = 500;

export function createServerLog(): ServerLog {
  return { requests: [], calls: [], cancelled: [] };
}

export function recordRequest(log: ServerLog, request: SeenRequest): void {
  log.requests.push(request);
  if (log.requests.length > KEPT_REQUESTS) log.requests.shift();
}

export function resetLog(log: ServerLog): void {
  log.requests.length = 0;
  log.calls.length = 0;
  log.cancelled.length = 0;
}
