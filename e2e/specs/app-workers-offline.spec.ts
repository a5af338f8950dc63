// The app's own workers (the JSON Schema checker, the code highlighter, the image scaler) start and
// answer on a page the service worker controls from its first request, as a returning visitor's is,
// online and offline. Their scripts come through the service worker's precache; a script that loses
// its address's fragment there (where Turbopack's bootstrap reads its config) kills every worker.
import type { Page } from "@playwright/test";
import type { ChatPage } from "../support/chat-page";
import { expect, test, upstream } from "../support/chat-test";
import { makePng } from "../support/image-bytes";
import { anthropicTextReply } from "../support/scripted-replies";
import { chooseSchema, P05_SCHEMA } from "../support/structured-output";
import { recordWorkerReplies, workerLog, type WorkerReply } from "../support/worker-replies";

// Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const CODE = "export function add(a: number, b: number): number {\n  return a + b;\n}";
const CODE_REPLY = `Here it is:\n\n\`\`\`ts\n${CODE}\n\`\`\`\n`;
/** Breaks P05_SCHEMA twice: no habitat, and a wingspan that is not a number. */
const BAD_JSON = '{"name":"Grey Reed Darter","wingspan_cm":"about six","active_months":["June"]}';
const large = (name: string) => ({ name, mimeType: "image/png", buffer: makePng(3000, 2000) });

/** Waits until the service worker controls the page: installed (every precached file fetched) and active. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
}

/** Attaches an image large enough to be scaled, and waits until it is prepared. */
async function attachLargeImage(page: Page, name: string): Promise<void> {
  await page.getByLabel("Attach files", { exact: true }).setInputFiles([large(name)]);
  await expect(page.getByRole("button", { name: `Remove ${name}`, exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
}

/** The conversation's replies show what the workers did, and each worker answered itself. */
async function expectWorkersRan(chat: ChatPage): Promise<void> {
  const code = chat.assistantMessages.first().locator("pre code");
  // The highlighter works on blocks on screen.
  await code.scrollIntoViewIfNeeded();
  const kinds: WorkerReply[] = ["highlight", "schema-check", "scale"];
  await expect
    .poll(async () => {
      const log = await workerLog(chat.page);
      return { errors: log.errors, answered: kinds.filter((kind) => log.replies.includes(kind)), failed: log.replies.includes("failed") };
    })
    .toEqual({ errors: [], answered: kinds, failed: false });

  await expect(code).toHaveText(CODE);
  await expect(code.locator("span").first()).toBeVisible();
  const errors = chat.lastAssistant.getByRole("list", { name: "Schema errors", exact: true });
  await expect(errors.getByRole("listitem")).toHaveText(["/ must have required property 'habitat'", "/wingspan_cm must be number"]);
}

test("a returning visitor's page runs the schema checker, highlighter and image scaler in their workers, online and offline", async ({
  chat,
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await recordWorkerReplies(page);
  // The first visit installs the service worker; the next load is under its control from the start.
  await chat.goto();
  await waitForServiceWorker(page);
  await page.reload();
  await expect(chat.composer).toBeEditable();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(CODE_REPLY) } });
  await chat.ask("Show me a TypeScript function that adds two numbers.");
  await chooseSchema(chat, P05_SCHEMA);
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(BAD_JSON) } });
  await chat.ask("Invent a dragonfly, as JSON.");
  await attachLargeImage(page, "large.png");
  await expectWorkersRan(chat);

  // Offline, every worker script comes from the precache: the conversation checks and highlights
  // again in the new page's workers, and a new image is scaled in its worker.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(chat.assistantMessages).toHaveCount(2);
  await attachLargeImage(page, "large-offline.png");
  await expectWorkersRan(chat);
});
