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

/** `rule`'s messages for `code` as if it were the file at `file` (relative to the root). */
async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The house rule's messages for `code` as if it were the file at `file` (relative to the root). */
const houseErrors = (file: string, code: string) => ruleErrors("import/no-restricted-paths", file, code);
/** The test-support rule's messages, likewise. */
const testSupportErrors = (file: string, code: string) => ruleErrors("no-restricted-imports", file, code);

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
    // The browser reads a reply's stream; the server relays it untouched and never decodes it.
    ["lib/server/forbidden-stream.ts", 'export { createSseDecoder } from "@/lib/stream/sse";\n', /Server may import only/],
    ["lib/stream/forbidden.ts", 'export { deriveParts } from "@/lib/view/derive-parts";\n', /Stream may import only Stream, Protocol,/],
    // A test may use the other side's half of a contract, and nothing else of that side.
    ["lib/server/mcp/forbidden-relay.ts", 'export { relayFetch } from "@/lib/chat/mcp/relay-fetch";\n', /Server may import only/],
    ["lib/server/mcp/forbidden.test.ts", 'export { getAppEngine } from "@/lib/chat/engine/app-engine";\n', /Server may import only/],
    ["lib/chat/forbidden.test.ts", 'export { getEnv } from "@/lib/server/env";\n', /Engine may import only/],
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
    ["lib/chat/allowed-stream.ts", 'export { createSseDecoder } from "@/lib/stream/sse";\n'],
    ["lib/server/gateway/allowed.test.ts", 'export { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";\n'],
    ["lib/server/mcp/test-support/allowed.ts", 'export { relayFetch } from "@/lib/chat/mcp/relay-fetch";\n'],
    ["lib/chat/request/allowed.test.ts", 'export { validateOpenAIRequest } from "@/lib/server/gateway/validate-request";\n'],
  ])("%s: an allowed import passes", async (file, code) => {
    expect(await houseErrors(file, code)).toEqual([]);
  });
});

describe("test support stays out of production code", { timeout: 120_000 }, () => {
  it.each([
    ["lib/db/forbidden.ts", 'export { freshDb } from "@/lib/db/test-support/fresh-db";\n'],
    ["lib/db/forbidden-relative.ts", 'export { freshDb } from "./test-support/fresh-db";\n'],
    ["lib/chat/engine/forbidden.ts", 'export type { FakeGateway } from "../engine/test-support/harness";\n'],
    ["lib/chat/forbidden.ts", 'import { createFakeLocks } from "../db/test-support/fake-locks";\nexport const locks = createFakeLocks();\n'],
    ["components/chat/forbidden.tsx", 'export { render } from "./parts/test-support/render";\n'],
    ["app/forbidden/page.tsx", 'export { withProviders } from "@/components/settings/test-support/providers";\n'],
    ["proxy.ts", 'export { routeServer } from "./lib/server/test-support/route-server";\n'],
  ])("%s: a production file importing test support fails lint", async (file, code) => {
    const errors = await testSupportErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Production code may not import test support/);
  });

  it.each([
    ["lib/db/allowed.test.ts", 'export { freshDb } from "./test-support/fresh-db";\n'],
    ["components/chat/parts/allowed.test.tsx", 'export { render } from "@/components/chat/parts/test-support/render";\n'],
    ["lib/db/test-support/allowed.ts", 'export { userNode } from "../../view/test-support/nodes";\n'],
    ["e2e/support/allowed.ts", 'export { freshDb } from "@/lib/db/test-support/fresh-db";\n'],
  ])("%s: a test, test support or e2e file may import test support", async (file, code) => {
    expect(await testSupportErrors(file, code)).toEqual([]);
  });
});
