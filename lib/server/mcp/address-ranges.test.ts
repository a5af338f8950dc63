import { describe, expect, it } from "vitest";
import { addressVerdict, classifyAddress } from "./address-ranges";

// The relay fetches URLs people type. Every address it may connect to is classified first: only
// public unicast addresses are reachable by default, whatever form (IPv4-mapped, NAT64, 6to4,
// Teredo) a private one hides in, and the cloud metadata services never are.

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "10/8"],
    ["172.16.0.1", "172.16/12"],
    ["172.31.255.255", "172.16/12"],
    ["192.168.1.1", "192.168/16"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.255", "CGNAT"],
    ["169.254.1.1", "link-local"],
    ["0.0.0.0", "unspecified (reaches this host)"],
    ["0.1.2.3", "this network"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["198.18.0.1", "benchmarking"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["febf::1", "IPv6 link-local (top of the range)"],
    ["fec0::1", "site-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback in hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped 10/8"],
    ["::ffff:0:192.168.0.1", "IPv4-translated 192.168/16"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["64:ff9b:1::1", "local-use NAT64"],
    ["2002:7f00:1::", "6to4 of 127.0.0.1"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo of 127.0.0.1"],
  ])("%s is private (%s)", (address) => {
    expect(classifyAddress(address)).toBe("private");
  });

  it.each([
    ["169.254.169.254", "AWS, GCP, Azure, OCI"],
    ["169.254.170.2", "AWS ECS task metadata"],
    ["100.100.100.200", "Alibaba Cloud"],
    ["168.63.129.16", "Azure wire server (a public address)"],
    ["fd00:ec2::254", "AWS over IPv6"],
    ["::ffff:169.254.169.254", "IPv4-mapped"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped in hex"],
    ["64:ff9b::a9fe:a9fe", "NAT64"],
  ])("%s is a cloud metadata service (%s)", (address) => {
    expect(classifyAddress(address)).toBe("metadata");
  });

  it.each([
    ["8.8.8.8"],
    ["93.184.216.34"],
    ["172.32.0.1"],
    ["100.128.0.1"],
    ["11.0.0.1"],
    ["2606:4700:4700::1111"],
    ["2a00:1450:4001:81b::200e"],
    ["::ffff:8.8.8.8"],
    ["64:ff9b::808:808"],
    ["2002:808:808::1"],
  ])("%s is public", (address) => {
    expect(classifyAddress(address)).toBe("public");
  });

  it("calls what is not an IP address invalid", () => {
    expect(classifyAddress("example.com")).toBe("invalid");
    expect(classifyAddress("999.1.1.1")).toBe("invalid");
  });
});

describe("addressVerdict", () => {
  it("refuses private addresses unless private networks are allowed", () => {
    expect(addressVerdict("10.0.0.1", { allowPrivate: false })).toEqual({ ok: false, refusal: "private" });
    expect(addressVerdict("10.0.0.1", { allowPrivate: true })).toEqual({ ok: true });
    expect(addressVerdict("8.8.8.8", { allowPrivate: false })).toEqual({ ok: true });
  });

  it("refuses metadata services even when private networks are allowed", () => {
    expect(addressVerdict("169.254.169.254", { allowPrivate: true })).toEqual({ ok: false, refusal: "metadata" });
    expect(addressVerdict("fd00:ec2::254", { allowPrivate: true })).toEqual({ ok: false, refusal: "metadata" });
  });

  it("refuses what is not an address", () => {
    expect(addressVerdict("not-an-ip", { allowPrivate: true })).toEqual({ ok: false, refusal: "private" });
  });
});
