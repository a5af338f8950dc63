// No module reaches itself through its imports. A circle ties its files into one piece that can be
// neither read nor loaded apart (lib/chat/tools and lib/chat/mcp once were one: the MCP runner
// loaded the call, the call took the runner's types). Every import counts, type-only and `import()`
// on demand included, as each still says which file depends on which. And lib/chat/tools, the tool
// runner's interface and the built-ins, stands on its own: its sources (lib/chat/mcp) and the engine
// import it, never the other way, so no circle can run through it.

import { expect, it } from "vitest";
import { importGraph, sourceFiles } from "./import-graph";

/** Each group of modules that reach one another (Tarjan's strongly connected components), larger than one. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || graph.get(file)?.includes(file)) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

it("finds a circle, a dynamic import closing it too", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["a.ts"]],
    ["d.ts", ["a.ts"]],
  ]);
  expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  expect(importCircles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]]))).toEqual([]);
  const reads = importGraph(["lib/chat/hooks/use-engine.ts"]).get("lib/chat/hooks/use-engine.ts");
  expect(reads).toContain("lib/chat/engine/app-engine.ts");
});

it("no module imports itself through others", () => {
  expect(importCircles(importGraph(sourceFiles()))).toEqual([]);
});

it("lib/chat/tools, the tool runner every source implements, imports no other lib/chat folder", () => {
  const graph = importGraph(sourceFiles().filter((file) => file.startsWith("lib/chat/tools/")));
  const outside = [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => target.startsWith("lib/chat/") && !target.startsWith("lib/chat/tools/")).map((target) => `${file} imports ${target}`),
  );
  expect(outside).toEqual([]);
});
