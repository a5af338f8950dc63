import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("reads addresses written with a port, as some proxies forward them", () => {
    expect(addressKey("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(addressKey("[2001:db8:a:b::1]:443")).toBe("2001:db8:a:b::/64");
    expect(addressKey(" 192.0.2.1 ")).toBe("192.0.2.1");
  });

  it("takes the groups of an embedded IPv4 tail and of a zero run in the middle", () => {
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b::/64");
    expect(addressKey("2001:0:0:5:1::")).toBe("2001:0:0:5::/64");
    expect(addressKey("::ffff:0:0")).toBe("0.0.0.0");
  });

  it("leaves anything that is not an address as it came, so it still names one bucket", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("2001:db8::zz")).toBe("2001:db8::zz");
  });
});
