// The house's rules live in eslint.config.mjs; this proves lint (and so `npm test`) fails on an
// import that breaks them, through relative paths and the `@/` alias alike, and lets allowed ones be.

import { ESLint } from "eslint";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The house rule's messages for `code` as if it were the file at `file` (relative to the root). */
async function houseErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("the house's import rules", { timeout: 120_000 }, () => {
  it.each([
    ["lib/db/forbidden.ts", 'export { createEngine } from "@/lib/chat/engine/engine";\n', /Database may import only/],
    ["lib/protocol/forbidden.ts", 'export { openDatabase } from "../db/database";\n', /Protocol may import only Protocol, Markdown/],
    ["lib/chat/forbidden.ts", 'export { showToast } from "@/components/ui/toast-store";\n', /Engine may import only/],
    ["app/unlock/forbidden.tsx", 'export { getEnv } from "@/lib/server/env";\n', /Pages may import only/],
    ["components/forbidden.tsx", 'export { getEnv } from "@/lib/server/env";\n', /UI may import only/],
    ["lib/i18n/forbidden.ts", 'export type { MessageNode } from "@/lib/protocol/message";\n', /I18n may import only/],
    ["app/api/forbidden/route.ts", 'export { Providers } from "@/components/app/providers";\n', /Routes may import only/],
    ["lib/pwa/forbidden.ts", 'export { openDatabase } from "@/lib/db/database";\n', /Worker may import only Worker, Markdown/],
    ["lib/chat/forbidden-worker.ts", 'export { SKIP_WAITING } from "@/lib/pwa/contract";\n', /Engine may import only/],
    // proxy.ts and instrumentation.ts are server code: they may not reach the browser's parts.
    ["proxy.ts", 'export { runJavaScript } from "@/lib/chat/tools/run-javascript";\n', /Edge may import only/],
    ["instrumentation.ts", 'export { Providers } from "@/components/app/providers";\n', /Edge may import only/],
    // The reply's view is the browser's: the server never derives it, and it leans on no engine.
    ["lib/server/forbidden.ts", 'export { deriveParts } from "@/lib/view/derive-parts";\n', /Server may import only/],
    ["lib/view/forbidden.ts", 'export { createEngine } from "@/lib/chat/engine/engine";\n', /View may import only View, Protocol,/],
  ])("%s: a forbidden import fails lint", async (file, code, message) => {
    const errors = await houseErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ["lib/db/allowed.ts", 'export type { MessageNode } from "@/lib/protocol/message";\n'],
    ["lib/chat/allowed.ts", 'export { openDatabase } from "../db/database";\n'],
    ["components/allowed.tsx", 'export { reportError } from "@/lib/chat/engine";\n'],
    ["app/api/allowed/route.ts", 'export { getEnv } from "@/lib/server/env";\n'],
    ["lib/server/allowed.ts", 'export { en } from "@/lib/i18n/en";\n'],
    ["components/allowed-worker.ts", 'export { SKIP_WAITING } from "@/lib/pwa/contract";\n'],
    ["proxy.ts", 'export { gatePage } from "@/lib/server/access/page-gate";\n'],
    ["lib/db/allowed-view.ts", 'export { deriveParts } from "@/lib/view/derive-parts";\n'],
  ])("%s: an allowed import passes", async (file, code) => {
    expect(await houseErrors(file, code)).toEqual([]);
  });
});
