// lib/protocol is what the server and the browser share: each of its files is used, directly or
// through another Protocol file, by production code on both sides. A file only one side uses lives
// with that side (README's rooms table), so a reader of lib/protocol sees only the shared contract.

import { expect, it } from "vitest";
import { importGraph, sourceFiles } from "./import-graph";

const isTest = (file: string) => /\.test\.tsx?$|(^|\/)test-support\/|(^|\/)fixtures\/|test-helpers?\.tsx?$|-test-support\.tsx?$/.test(file);

const SERVER = [/^lib\/server\//, /^app\/api\//, /^proxy\.ts$/, /^instrumentation\.ts$/];
const BROWSER = [/^lib\/chat\//, /^lib\/db\//, /^lib\/view\//, /^lib\/pwa\//, /^components\//, /^app\/(?!api\/)/];

/** The Protocol files `starts` reach through their imports. */
function protocolReached(graph: ReadonlyMap<string, readonly string[]>, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const target of graph.get(file) ?? []) {
      if (!target.startsWith("lib/protocol/") || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

it("every Protocol file is used by the server and by the browser", () => {
  const files = sourceFiles().filter((file) => !isTest(file));
  const graph = importGraph(files);
  const side = (patterns: readonly RegExp[]) => files.filter((file) => patterns.some((pattern) => pattern.test(file)));
  const server = protocolReached(graph, side(SERVER));
  const browser = protocolReached(graph, side(BROWSER));
  const oneSided = files
    .filter((file) => file.startsWith("lib/protocol/"))
    .filter((file) => !(server.has(file) && browser.has(file)))
    .map((file) => `${file}: ${server.has(file) ? "server only" : browser.has(file) ? "browser only" : "neither"}`);
  expect(oneSided).toEqual([]);
});
