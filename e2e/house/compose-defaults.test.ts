// compose.yaml's defaults: `docker compose up` with nothing set must not put an open gateway on
// every interface of the host (no code, any Host): it publishes on 127.0.0.1 unless told otherwise.

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const compose = readFileSync(path.resolve(__dirname, "../../compose.yaml"), "utf8");

/** The moonlit service's `ports:` entries. */
function publishedPorts(): string[] {
  const service = compose.slice(compose.indexOf("\n  moonlit:"), compose.indexOf("\n  redis:"));
  const block = /\n {4}ports:\n((?: {6}- .*\n)+)/.exec(service)?.[1] ?? "";
  return block.split("\n").filter(Boolean).map((line) => line.replace(/^ {6}- /, "").replace(/^"|"$/g, ""));
}

describe("compose.yaml", () => {
  it("publishes the app on the loopback address unless MOONLIT_BIND says otherwise", () => {
    const ports = publishedPorts();
    expect(ports.length).toBeGreaterThan(0);
    for (const entry of ports) expect(entry).toMatch(/^\$\{MOONLIT_BIND:-127\.0\.0\.1\}:\d+:\d+$/);
  });

  it("passes on the settings that opening it needs", () => {
    for (const name of ["ACCESS_CODE", "ALLOWED_HOSTS", "TRUST_PROXY_HOPS", "ACCESS_COOKIE_SECRET"]) {
      expect(compose).toMatch(new RegExp(`\\n {6}${name}: \\$\\{${name}:-[^}]*\\}\\n`));
    }
  });
});
