import "server-only";
import { isIPv4, isIPv6 } from "node:net";

// The part of an address that names one client. An IPv4 address is one; an IPv6 subscriber is
// usually handed a whole /64 (2^64 addresses), so keying by the full address would give one person
// endless fresh limits: the /64 is the client. An IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a
// dual-stack socket reports for IPv4) is its IPv4 address.

/** "[2001:db8::1]:443" or "192.0.2.1:80" as some proxies write them: the address alone. */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return v4WithPort ? v4WithPort[1] : text;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1].split(".").map(Number);
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

export function addressKey(raw: string): string {
  const text = withoutPort(raw.trim());
  if (isIPv4(text)) return text;
  const address = text.split("%")[0]; // a zone ("fe80::1%eth0") names the local interface, not the client
  if (!isIPv6(address)) return text;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  const prefix = groups.slice(0, 4).map((group) => group.toString(16));
  while (prefix.length > 0 && prefix[prefix.length - 1] === "0") prefix.pop();
  return `${prefix.join(":")}::/64`;
}
