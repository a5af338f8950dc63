import "server-only";
import { discardBody, type UpstreamClient, type UpstreamFailure, type UpstreamRequest, type UpstreamResponse } from "./upstream-client";

// Primary first; the fallback once, and only when nothing has been relayed yet: the primary could
// not be reached, sent no headers in time, or answered with a server-side failure status.

export const FAILOVER_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504, 529]);

export type FailoverResult = { ok: true; response: UpstreamResponse } | { ok: false; failure: UpstreamFailure };

export interface FailoverPlan {
  bases: readonly string[];
  /** Bounds the wait on every base: past it a base is left for the next, and after the last the client gets a 504. */
  timeoutMs: number;
  request: (base: string) => Omit<UpstreamRequest, "timeoutMs">;
}

export async function sendWithFailover(client: UpstreamClient, plan: FailoverPlan): Promise<FailoverResult> {
  let result: FailoverResult = { ok: false, failure: "unreachable" };
  for (let index = 0; index < plan.bases.length; index++) {
    const last = index === plan.bases.length - 1;
    const request = plan.request(plan.bases[index]);
    result = await client({ ...request, timeoutMs: plan.timeoutMs });
    if (last) return result;
    if (!result.ok) {
      if (result.failure === "aborted") return result;
      continue;
    }
    if (!FAILOVER_STATUSES.has(result.response.status)) return result;
    discardBody(result.response.body);
  }
  return result;
}
