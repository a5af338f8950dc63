// A comment that points at a file must point at one that exists: files move, and a stale pointer
// sends the next reader looking for nothing. Every repository path named in a comment (app/…,
// components/…, lib/…, e2e/…, public/…) is resolved as a file, a module without its extension, or
// a folder. Placeholders in capitals (NAME, ID) stand for any file and are not checked.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const REPO_PATH = /(?<![\w@./-])((?:\.ci|app|components|lib|e2e|public)\/[\w.\-/[\]]*[\w\]])/g;
const PLACEHOLDER = /(^|\/)[A-Z]{2,}(\.|\/|$)/;
const MODULE_ENDINGS = ["", ".ts", ".tsx", ".mjs", ".js"];

function sourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mjs", "*.js", "*.css"], { cwd: root, encoding: "utf8" });
  return listed.split("\0").filter((file) => file !== "" && existsSync(path.join(root, file)));
}

function exists(named: string): boolean {
  return MODULE_ENDINGS.some((ending) => existsSync(path.join(root, named + ending)));
}

it("every repository path named in a comment exists", () => {
  const stale: string[] = [];
  for (const file of sourceFiles()) {
    for (const comment of readFileSync(path.join(root, file), "utf8").match(COMMENT) ?? []) {
      for (const [, named] of comment.matchAll(REPO_PATH)) {
        const trimmed = named.replace(/\.+$/, "");
        if (!PLACEHOLDER.test(trimmed) && !exists(trimmed)) stale.push(`${file} names ${trimmed}`);
      }
    }
  }
  expect(stale).toEqual([]);
});
