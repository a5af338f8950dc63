// The repository's modules and which of them each imports, for the house tests that read the tree's
// shape (import circles, which side uses a Protocol file). Every import counts: type-only and
// `import()` on demand included.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const root = path.resolve(__dirname, "../..");
const MODULE_ENDINGS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

export function sourceFiles(): string[] {
  // Files not yet added count too: a circle is best caught before it is committed.
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" });
  return listed.split("\0").filter((file) => file !== "" && existsSync(path.join(root, file)));
}

/** The repository file `specifier` names from `file`, or null for a package. */
export function resolve(file: string, specifier: string): string | null {
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
