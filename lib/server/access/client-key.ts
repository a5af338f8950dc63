import "server-only";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { addressKey } from "./address-key";
import { noticeUntrustedForwarding } from "./forwarded-notice";
import { PEER_ADDRESS_HEADER, peerAddressStamped } from "./peer-address";

// Who is asking, for the wrong-code limit (and other per-client limits): an address no client can
// choose. On Vercel, Vercel's own header. Elsewhere the connection's address, or, behind
// TRUST_PROXY_HOPS proxies, the X-Forwarded-For entry the farthest of them added (each proxy
// appends the address it was reached from; entries before those are whatever the client claimed).
// An IPv6 client is its /64 (address-key.ts).

export type ClientTrust = Pick<ServerEnv, "trustProxyHops" | "onVercel">;

/** Every request whose address is not known shares this key, rather than choosing its own. */
export const UNKNOWN_CLIENT = "unknown";

/** The trust settings of `env`, or of the process when a caller passed only part of them. */
export function trustOf(env: Partial<ClientTrust>): ClientTrust {
  const { trustProxyHops, onVercel } = env;
  return trustProxyHops !== undefined && onVercel !== undefined ? { trustProxyHops, onVercel } : getEnv();
}

const first = (list: string | null) => list?.split(",")[0]?.trim() || undefined;

export function clientKey(request: Request, trust: ClientTrust = getEnv()): string {
  const address = clientAddress(request, trust);
  return address === UNKNOWN_CLIENT ? address : addressKey(address);
}

function clientAddress(request: Request, trust: ClientTrust): string {
  const headers = request.headers;
  if (trust.onVercel) {
    const vercel = first(headers.get("x-vercel-forwarded-for")) ?? headers.get("x-real-ip")?.trim();
    if (vercel) return vercel;
  }
  const stamped = (peerAddressStamped() && headers.get(PEER_ADDRESS_HEADER)?.trim()) || undefined;
  const peer = stamped ?? UNKNOWN_CLIENT;
  if (trust.trustProxyHops === 0) {
    if (stamped && !trust.onVercel) noticeUntrustedForwarding(request, stamped);
    return peer;
  }
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trust.trustProxyHops)];
}
