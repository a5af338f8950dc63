// Two more of the house's rules (eslint.config.mjs): code outside a protocol's adapters never
// compares a protocol's name (it asks the adapter), and components use the engine only through its
// public entry. Each is proven the way house-boundaries.test.ts proves the import rules: lint small
// files that break it and expect the error, and let the allowed ones be.

import { ESLint } from "eslint";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PROTOCOLS } from "@/lib/protocol/models";

const root = path.resolve(__dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function errorsOf(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const comparisons = (file: string, code: string) => errorsOf(file, code, "no-restricted-syntax");
const imports = (file: string, code: string) => errorsOf(file, code, "import/no-restricted-paths");

describe("a protocol's name is compared only inside its adapters", { timeout: 120_000 }, () => {
  it.each(PROTOCOLS)("comparing a turn's protocol with %s fails lint outside them", async (name) => {
    const code = `export const is = (turn: { protocol: string }) => turn.protocol === "${name}";\n`;
    for (const file of ["lib/chat/engine/forbidden.ts", "components/chat/forbidden.tsx", "lib/server/gateway/forbidden.ts", "lib/view/forbidden.ts"]) {
      const errors = await comparisons(file, code);
      expect(errors, file).toHaveLength(1);
      expect(errors[0]).toMatch(/Ask the protocol's adapter/);
    }
  });

  it.each([
    ["the name first, and !==", 'export const not = (p: string) => "openai" !== p;\n'],
    ["loose equality", 'export const is = (p: string) => p == "anthropic";\n'],
    ["a switch case", 'export function f(p: string) {\n  switch (p) {\n    case "anthropic":\n      return 1;\n  }\n  return 0;\n}\n'],
  ])("%s fails lint too", async (_name, code) => {
    expect(await comparisons("lib/db/forbidden.ts", code)).toHaveLength(1);
  });

  it.each([
    ["lib/protocol/anthropic/allowed.ts", 'export const is = (p: string) => p === "anthropic";\n'],
    ["lib/chat/adapters/openai/allowed.ts", 'export const is = (p: string) => p !== "openai";\n'],
    ["lib/server/allowed.ts", 'export const secure = (url: URL) => url.protocol === "https:";\n'],
    ["lib/chat/allowed.ts", 'export const turn = { protocol: "anthropic" as const };\n'],
  ])("%s: an adapter's own comparison, another string, or a name that is not compared passes", async (file, code) => {
    expect(await comparisons(file, code)).toEqual([]);
  });
});

describe("components use the engine through its public entry", { timeout: 120_000 }, () => {
  it.each([
    ["components/forbidden.tsx", 'export { pendingToolCalls } from "@/lib/chat/engine/pending-tool-calls";\n'],
    ["components/chat/forbidden.tsx", 'export { getAppEngine } from "../../lib/chat/engine/app-engine";\n'],
    ["components/forbidden-adapter.tsx", 'export { ENGINE_ADAPTERS } from "@/lib/chat/adapters/registry";\n'],
    ["components/forbidden-request.tsx", 'export { offeredTools } from "@/lib/chat/request/offered-tools";\n'],
  ])("%s: importing an engine internal fails lint", async (file, code) => {
    const errors = await imports(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/public entry, @\/lib\/chat\/engine/);
  });

  it.each([
    ["components/allowed.tsx", 'export { reportError, awaitingAnswersOf } from "@/lib/chat/engine";\n'],
    ["components/chat/allowed.tsx", 'export { useEngine } from "@/lib/chat/hooks";\n'],
    ["lib/chat/hooks/allowed.ts", 'export { getAppEngine } from "@/lib/chat/engine/app-engine";\n'],
  ])("%s: the public entry, the hooks, and the engine's own folders pass", async (file, code) => {
    expect(await imports(file, code)).toEqual([]);
  });
});
