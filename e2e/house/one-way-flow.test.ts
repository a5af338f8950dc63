// Data flows one way between the Engine (lib/chat) and the Database (lib/db): the Engine reads,
// writes and subscribes; the Database never holds a callback the Engine handed it as a module was
// imported. (It once did: importing the engine's hook set the function the database's start-up chore
// called, so the Database called up into the Engine.) A call into lib/db at a module's top level is
// work done on import; the Engine does it where its work starts instead (for the replies to resume,
// lib/chat/hooks/database-context.ts).

import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { resolve, root, sourceFiles } from "./import-graph";

/** Calls `file`'s top level makes (not inside a function or class) to what it imports from lib/db. */
export function callsIntoDatabaseOnImport(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const fromDatabase = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!resolve(file, statement.moduleSpecifier.text)?.startsWith("lib/db/")) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((element) => fromDatabase.add(element.name.text));
    if (bindings && ts.isNamespaceImport(bindings)) fromDatabase.add(bindings.name.text);
    if (statement.importClause?.name) fromDatabase.add(statement.importClause.name.text);
  }
  const calls: string[] = [];
  const visit = (node: ts.Node) => {
    // A function's body runs when it is called, not when the module is imported.
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : node.expression;
      if (ts.isIdentifier(callee) && fromDatabase.has(callee.text)) calls.push(`${file}: ${node.expression.getText(source)}(…)`);
    }
    ts.forEachChild(node, visit);
  };
  source.statements.filter((statement) => !ts.isImportDeclaration(statement)).forEach(visit);
  return calls;
}

it("finds a call into the Database that importing an Engine module makes, and lets calls inside functions be", () => {
  const setter = 'import { onLostReplies } from "@/lib/db/app-database";\nonLostReplies(() => Promise.resolve());\n';
  expect(callsIntoDatabaseOnImport("lib/chat/hooks/forbidden.ts", setter)).toEqual(["lib/chat/hooks/forbidden.ts: onLostReplies(…)"]);
  const started = 'import * as database from "../../db/app-database";\nexport const x = database.loadAppDatabase();\n';
  expect(callsIntoDatabaseOnImport("lib/chat/hooks/forbidden.ts", started)).toEqual(["lib/chat/hooks/forbidden.ts: database.loadAppDatabase(…)"]);
  const later = 'import { watchRepliesToResume } from "@/lib/db/app-database";\nexport function start() {\n  watchRepliesToResume(async () => undefined);\n}\nexport const go = () => watchRepliesToResume(async () => undefined);\n';
  expect(callsIntoDatabaseOnImport("lib/chat/hooks/allowed.ts", later)).toEqual([]);
});

it("no Engine module calls into the Database as it is imported", () => {
  const engine = sourceFiles().filter((file) => file.startsWith("lib/chat/") && !/\.test\.tsx?$/.test(file));
  expect(engine.length).toBeGreaterThan(50);
  const calls = engine.flatMap((file) => callsIntoDatabaseOnImport(file, readFileSync(path.join(root, file), "utf8")));
  expect(calls).toEqual([]);
});
