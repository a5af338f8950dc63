import "server-only";
import { BlockList, isIP } from "node:net";

// What kind of address the relay is about to connect to. "private" covers everything that is not
// public unicast on the internet: loopback, RFC 1918, CGNAT, link-local, unique local, multicast,
// unspecified, reserved and documentation ranges. IPv6 forms that carry an IPv4 address (mapped,
// translated, NAT64, 6to4, Teredo) are judged by that address: a socket to ::ffff:127.0.0.1 is a
// socket to 127.0.0.1. "metadata" is a cloud's instance metadata service, which hands out the
// host's credentials: never reachable, whatever the operator allows.

export type AddressKind = "public" | "private" | "metadata" | "invalid";

export interface AddressPolicy {
  /** MCP_ALLOW_PRIVATE_NETWORKS: private addresses are reachable (metadata services still are not). */
  allowPrivate: boolean;
}

export type AddressVerdict = { ok: true } | { ok: false; refusal: "private" | "metadata" };

const PRIVATE_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 itself reaches this host
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

const PRIVATE_V6: [string, number][] = [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const METADATA_V4 = ["169.254.169.254", "169.254.170.2", "100.100.100.200", "168.63.129.16"];
const METADATA_V6 = ["fd00:ec2::254"];

const privateRanges = new BlockList();
for (const [network, prefix] of PRIVATE_V4) privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of PRIVATE_V6) privateRanges.addSubnet(network, prefix, "ipv6");

const metadata = new BlockList();
for (const address of METADATA_V4) metadata.addAddress(address, "ipv4");
for (const address of METADATA_V6) metadata.addAddress(address, "ipv6");

/** The eight 16-bit words of a valid IPv6 address (a trailing dotted quad included). */
function ipv6Words(address: string): number[] {
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = quad
    ? `${address.slice(0, quad.index)}${((+quad[1] << 8) | +quad[2]).toString(16)}:${((+quad[3] << 8) | +quad[4]).toString(16)}`
    : address;
  const words = (part: string) => (part === "" ? [] : part.split(":").map((word) => parseInt(word, 16)));
  const [head, tail] = text.split("::");
  if (tail === undefined) return words(head);
  const front = words(head);
  const back = words(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 address stands for, when it is one of the forms that embed one. */
function embeddedIpv4(w: number[]): string | undefined {
  const zeros = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && w[5] === 0xffff) return v4(w[6], w[7]); // ::ffff:a.b.c.d, mapped
  if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0) return v4(w[6], w[7]); // ::ffff:0:a.b.c.d, translated
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4(w[6], w[7]); // 64:ff9b::/96, NAT64
  if (w[0] === 0x2002) return v4(w[1], w[2]); // 6to4
  if (w[0] === 0x2001 && w[1] === 0) return v4(~w[6] & 0xffff, ~w[7] & 0xffff); // Teredo's client, obfuscated
  return undefined;
}

function classifyIpv4(address: string): AddressKind {
  if (metadata.check(address, "ipv4")) return "metadata";
  return privateRanges.check(address, "ipv4") ? "private" : "public";
}

export function classifyAddress(address: string): AddressKind {
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  const bare = address.replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return classifyIpv4(bare);
  if (family !== 6) return "invalid";
  const inner = embeddedIpv4(ipv6Words(bare));
  if (inner !== undefined) return classifyIpv4(inner);
  if (metadata.check(bare, "ipv6")) return "metadata";
  return privateRanges.check(bare, "ipv6") ? "private" : "public";
}

export function addressVerdict(address: string, policy: AddressPolicy): AddressVerdict {
  const kind = classifyAddress(address);
  if (kind === "public") return { ok: true };
  if (kind === "metadata") return { ok: false, refusal: "metadata" };
  if (kind === "private" && policy.allowPrivate) return { ok: true };
  return { ok: false, refusal: "private" };
}
