// What a shared conversation does to its reader. Opening it fetches nothing from other sites (an image
// request would tell its author, or whoever serves the image, who read it and when) until the reader
// asks.
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ChatPage } from "../support/chat-page";
import { craftedShareLink, lighthouseSnapshot } from "../support/crafted-share";
import { startRemoteImageServer, type RemoteImageServer } from "../support/remote-image-server";
import { expect, test } from "../support/chat-test";

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
