// The service worker's first install fetches every script of the build and compiles it for its
// cache: seconds of CPU which, on a two-core machine, held the page's main thread back for 200 ms
// while the first reply streamed. It waits until no reply has run for a while, so a person who
// sends in the first second gets their reply first; the worker still installs afterwards.
import { P01, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

// Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("a reply sent in the first second streams before the service worker is registered, which follows", async ({ chat, page }) => {
  test.setTimeout(90_000);
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask("Tell me about the lantern festival");
  await expect(chat.lastAssistant).toContainText(expectedText(P01));

  const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  expect(await registered()).toBe(false);

  // Left alone, the page installs the worker, which takes it over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  expect(await registered()).toBe(true);
});
