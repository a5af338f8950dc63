import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { addressVerdict, type AddressPolicy } from "./address-ranges";

// The relay must not become a way into the host's network. A URL passes checkTargetUrl (scheme,
// credentials, address literals); a name is checked where it is resolved, in guardedLookup, which
// the relay's sockets use as their lookup (guarded-agent.ts): the socket connects to the very
// addresses that were checked, so DNS cannot answer one way for the check and another for the connect.

export type { AddressPolicy };

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** All of a name's addresses. The default asks the system's resolver, as a socket would. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, order: "verbatim" });

export type TargetRefusal = "scheme" | "credentials" | "private" | "metadata";

export class AddressRefusedError extends Error {
  readonly code = "ERR_MCP_ADDRESS_REFUSED";
  constructor(
    readonly hostname: string,
    readonly refusal: "private" | "metadata",
  ) {
    super(`${hostname} resolves to a ${refusal === "metadata" ? "cloud metadata" : "private or reserved"} address`);
    this.name = "AddressRefusedError";
  }
}

/** The host without IPv6 brackets. */
export function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

/** What can be judged before any lookup: only http(s), no credentials, and address literals by their range. */
export function checkTargetUrl(url: URL, policy: AddressPolicy): { ok: true } | { ok: false; refusal: TargetRefusal } {
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, refusal: "scheme" };
  if (url.username !== "" || url.password !== "") return { ok: false, refusal: "credentials" };
  const host = bareHost(url.hostname);
  if (isIP(host) === 0) return { ok: true };
  const verdict = addressVerdict(host, policy);
  return verdict.ok ? verdict : { ok: false, refusal: verdict.refusal };
}

/** The addresses, if all of them may be reached: one private address among public ones refuses the name. */
export function checkResolved(hostname: string, addresses: ResolvedAddress[], policy: AddressPolicy): ResolvedAddress[] {
  for (const { address } of addresses) {
    const verdict = addressVerdict(address, policy);
    if (!verdict.ok) throw new AddressRefusedError(hostname, verdict.refusal);
  }
  return addresses;
}

function notFound(hostname: string): Error {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND", hostname });
}

/** A lookup for net.connect and tls.connect that only ever hands out checked addresses. */
export function guardedLookup(policy: AddressPolicy, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((all) => {
        const checked = checkResolved(hostname, all, policy);
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family === undefined ? checked : checked.filter((entry) => entry.family === family);
        if (usable.length === 0) throw notFound(hostname);
        if (options.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ""));
  };
}
