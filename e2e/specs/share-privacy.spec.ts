// What a shared conversation does to its reader. Opening it fetches nothing from other sites (an image
// request would tell its author, or whoever serves the image, who read it and when) until the reader
// asks; and Continue in Moonlit says what comes with the conversation (the author's system prompt,
// tools, output format) and brings it in with every tool off.
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { P01, expectedText } from "../support/chat-fixtures";
import { ChatPage } from "../support/chat-page";
import { LIGHTHOUSE_SYSTEM, craftedShareLink, lighthouseSnapshot } from "../support/crafted-share";
import { startRemoteImageServer, type RemoteImageServer } from "../support/remote-image-server";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

const SHOTS = path.join("test-results", "screenshots");
const TITLE = "The Orrin lighthouse";

let images: RemoteImageServer;
test.beforeAll(async () => {
  images = await startRemoteImageServer();
});
test.beforeEach(() => {
  images.requests.length = 0;
});
test.afterAll(async () => {
  await images.close();
});

/** A browser that has never seen Moonlit, trusting the image server's certificate made for this run. */
async function reader(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: "en-US", ignoreHTTPSErrors: true });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Waits until every image element in the page has loaded or failed: any request it made has reached its server. */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

test("a shared conversation loads no image from another site until its reader asks", async ({ browser, request }) => {
  const url = await craftedShareLink(request, lighthouseSnapshot(images.origin, TITLE));
  const other = await craftedShareLink(request, lighthouseSnapshot(images.origin, "Another lighthouse"));
  const guest = await reader(browser);
  const page = guest.page;
  const chat = new ChatPage(page);

  const response = await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(chat.assistantMessages).toHaveCount(1);
  await expect(chat.lastAssistant.getByRole("group", { name: "Tool call: lookup_chart" })).toContainText("Chart of Orrin harbour");
  await expect(chat.lastAssistant).toContainText("once every twelve seconds");
  await imagesSettled(page);
  expect(images.requests).toEqual([]);

  // In their place, what they are and where from; one control loads them.
  const host = new URL(images.origin).host;
  await expect(page.getByRole("img", { name: `Image from ${host}, not loaded` })).toHaveCount(2);
  await expect(page.getByText(`2 images from other sites are not shown: loading them lets ${host} see that you opened this page.`)).toBeVisible();
  // A markdown image is a link to it, never fetched.
  await expect(chat.lastAssistant.getByRole("link", { name: "beam" })).toHaveAttribute("href", `${images.origin}/markdown.png`);

  // The page's own policy refuses other sites' images too: an image the renderers missed stays unloaded.
  expect(/img-src [^;]*/.exec(response!.headers()["content-security-policy"])?.[0]).toBe("img-src 'self' data: blob:");
  const injected = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const image = new Image();
        image.onload = () => resolve("loaded");
        image.onerror = () => resolve("blocked");
        image.src = src;
      }),
    `${images.origin}/injected.png`,
  );
  expect(injected).toBe("blocked");
  expect(images.requests).toEqual([]);

  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SHOTS, "shared-remote-images-withheld-light.png"), fullPage: true });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: path.join(SHOTS, "shared-remote-images-withheld-dark.png"), fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });

  // Asked, the page comes back with them.
  await page.getByRole("button", { name: "Load remote images", exact: true }).click();
  const photo = chat.userMessages.first().getByRole("img", { name: "lighthouse.png" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  const chart = page.getByRole("img", { name: "Image 1 from lookup_chart" });
  await expect.poll(() => chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await expect(page.getByRole("button", { name: "Load remote images" })).toHaveCount(0);
  await imagesSettled(page);
  expect([...images.requests].sort()).toEqual(["/tool-chart.png", "/user-photo.png"]);
  await page.screenshot({ path: path.join(SHOTS, "shared-remote-images-loaded-light.png"), fullPage: true });

  // The answer holds for that conversation only.
  images.requests.length = 0;
  await page.goto(other);
  await expect(page.getByRole("heading", { level: 1, name: "Another lighthouse" })).toBeVisible();
  await expect(page.getByRole("img", { name: `Image from ${host}, not loaded` })).toHaveCount(2);
  await imagesSettled(page);
  expect(images.requests).toEqual([]);
  await guest.close();
});

test("Continue in Moonlit shows the author's system prompt, tools and output format, and imports with tools off", async ({ browser, request }) => {
  await upstream.reset();
  const url = await craftedShareLink(request, lighthouseSnapshot(images.origin, TITLE));
  const guest = await reader(browser);
  const page = guest.page;
  const chat = new ChatPage(page);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  await page.getByRole("button", { name: "Continue in Moonlit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Continue in Moonlit", exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "System prompt" })).toBeVisible();
  await expect(dialog).toContainText(LIGHTHOUSE_SYSTEM);
  const tools = dialog.getByRole("list", { name: "Tools" });
  await expect(tools.getByRole("listitem")).toHaveText([/^lookup_chart/, /^Calculator/, /^Run JavaScript/, /^Web search/]);
  await expect(dialog).toContainText("Tools are off in your copy");
  await expect(dialog.getByRole("heading", { name: "Output format" })).toBeVisible();
  await expect(dialog).toContainText("Text");
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SHOTS, "shared-continue-dialog-light.png") });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: path.join(SHOTS, "shared-continue-dialog-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });

  // Cancel leaves the reader where they were; nothing is imported.
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(url);

  await page.getByRole("button", { name: "Continue in Moonlit", exact: true }).click();
  await dialog.getByRole("button", { name: "Import conversation", exact: true }).click();
  await expect(page).toHaveURL(/\/c\/[^/]+$/);
  await expect(chat.conversationLink(TITLE)).toBeVisible();
  await expect(chat.assistantMessages).toHaveCount(1);
  // The reader's own chat page, with its own rules: the image sent by address shows there as in any conversation.
  await expect.poll(() => chat.userMessages.first().getByRole("img", { name: "lighthouse.png" }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);

  // The system prompt came along; every tool is there to turn on, and off.
  const settings = await chat.openSettings();
  await expect(settings.getByRole("textbox", { name: "System prompt" })).toHaveValue(LIGHTHOUSE_SYSTEM);
  for (const name of ["lookup_chart", "Calculator", "Date and time", "Run JavaScript"]) {
    await expect(settings.getByRole("checkbox", { name, exact: true })).not.toBeChecked();
  }
  await expect(settings.getByRole("switch", { name: "Web search", exact: true })).not.toBeChecked();
  await chat.closeSettings();

  // The next turn offers the model no tools.
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.ask("Is the beam visible from the harbour?");
  await expect(chat.lastAssistant).toContainText(expectedText(P01).slice(0, 30));
  const [sent] = await upstreamBodies("/v1/messages");
  expect(sent.system).toEqual(LIGHTHOUSE_SYSTEM);
  expect(sent.tools).toBeUndefined();
  expect(sent.tool_choice).toBeUndefined();
  await guest.close();
});
