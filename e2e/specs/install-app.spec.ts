// Installing Moonlit: the manifest and its icons, the page's Open Graph and theme-colour tags, the
// "Install app" button that the browser's install offer brings to Settings > Appearance
// (screenshots in both themes, for a person to look at), and tabs named after their conversation.
import path from "node:path";
import type { Page } from "@playwright/test";
import { P01 } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

const DIR = path.join("test-results", "screenshots");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What Chromium fires when the app can be installed, with a prompt() that records its call. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed"): Promise<void> {
  await page.evaluate((answer) => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test("the manifest names the app, its colours and icons of the sizes stores want", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "Moonlit", short_name: "Moonlit", start_url: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  expect(icons.map((icon) => [icon.sizes, icon.purpose ?? "any"])).toEqual([
    ["any", "any"],
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]);
  const svg = await request.get(icons[0].src);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  for (const icon of icons.slice(1)) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await response.body())).toEqual({ width, height });
  }

  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(pngSize(await (await request.get(apple!)).body())).toEqual({ width: 180, height: 180 });
});

test("the page carries Open Graph tags, an absolute preview image and a colour per scheme", async ({ page, request }) => {
  await page.goto("/");
  const meta = (selector: string) => page.locator(`meta[${selector}]`).first().getAttribute("content");
  expect(await meta('property="og:title"')).toBe("Moonlit");
  expect(await meta('property="og:description"')).toBe("A self-hostable chat for Kimi K3 and K3.1 Pro");
  const image = await meta('property="og:image"');
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/opengraph-image/);
  expect(pngSize(await (await request.get(image!)).body())).toEqual({ width: 1200, height: 630 });
  expect(await meta('name="twitter:card"')).toBe("summary_large_image");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
});

for (const scheme of ["light", "dark"] as const) {
  test(`Install app shows in Settings while the browser offers it (${scheme})`, async ({ chat, page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 860 });
    await chat.goto();
    const settings = await chat.openSettings();
    const install = settings.getByRole("button", { name: "Install app", exact: true });
    await expect(install).toHaveCount(0);
    await chat.closeSettings();

    await offerInstall(page, "accepted");
    await chat.openSettings();
    await expect(install).toBeVisible();
    await install.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(DIR, `install-app-${scheme}.png`) });
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", scheme === "dark" ? "#09090b" : "#ffffff");

    // The offer is spent once used: the browser's dialog shows once and the button goes.
    await install.click();
    await expect(install).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  });
}

test("each tab is named after its conversation, and Moonlit on a new chat", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } }, { reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await expect(page).toHaveTitle("Moonlit");
  await chat.ask("Plan a walk along the river");
  await expect(page).toHaveTitle("Plan a walk along the river");
  await chat.newChatButton.click();
  await expect(page).toHaveTitle("Moonlit");
  await chat.ask("Name three northern birds");
  await expect(page).toHaveTitle("Name three northern birds");
  await chat.conversationLink("Plan a walk along the river").click();
  await expect(chat.userMessages.first()).toContainText("Plan a walk along the river");
  await expect(page).toHaveTitle("Plan a walk along the river");
});
