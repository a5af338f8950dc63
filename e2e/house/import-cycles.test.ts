// No module reaches itself through its imports. A circle ties its files into one piece that can be
// neither read nor loaded apart (lib/chat/tools and lib/chat/mcp once were one: the MCP runner
// loaded the call, the call took the runner's types). Every import counts, type-only and `import()`
// on demand included, as each still says which file depends on which. And lib/chat/tools, the tool
// runner's interface and the built-ins, stands on its own: its sources (lib/chat/mcp) and the engine
// import it, never the other way, so no circle can run through it.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const MODULE_ENDINGS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(): string[] {
  // Files not yet added count too: a circle is best caught before it is committed.
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" });
  return listed.split("\0").filter((file) => file !== "" && existsSync(path.join(root, file)));
}

/** The repository file `specifier` names from `file`, or null for a package. */
function resolve(file: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : null;
  if (base === null) return null;
  const found = [/\.tsx?$/.test(base) ? "" : null, ...MODULE_ENDINGS].find((ending) => ending !== null && existsSync(path.join(root, base + ending)));
  return found === undefined || found === null ? null : base + found;
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
    graph.set(file, importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((target): target is string => target !== null));
  }
  return graph;
}

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
