import { useQuery } from "@tanstack/react-query";
import { useAppQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

export interface GatewayStatus {
  demo: boolean;
  accessRequired: boolean;
  /** The server takes a person's own EvoLink key. */
  userKeys: boolean;
}

export async function fetchStatus(fetchImpl: typeof fetch = fetch): Promise<GatewayStatus> {
  const response = await fetchImpl("/api/status", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/status answered ${response.status}.`);
  const body = (await response.json()) as Partial<GatewayStatus> | null;
  return { demo: body?.demo === true, accessRequired: body?.accessRequired === true, userKeys: body?.userKeys === true };
}

/** Whether this server runs the demo upstream and whether this browser still has to unlock. */
export function useStatus() {
  return useQuery({ queryKey: queryKeys.status, queryFn: () => fetchStatus(), staleTime: 60_000 }, useAppQueryClient());
}
