// The first paint is in the person's language: the server knows it (the locale cookie, else
// Accept-Language) and renders the HTML in it, and the browser takes over without a hydration error.
import { expect, test, type Page } from "@playwright/test";
import { ChatPage, EN, ZH_CN } from "../support/chat-page";
import { appUrl, demoUrl } from "../support/ports";

const CHINESE_BOX = ['aria-label="消息"', 'placeholder="给 Kimi 发消息…"'];

/**
 * Every console error and uncaught exception on the page (React reports a hydration mismatch there),
 * but the browser's own request for /favicon.ico, which the app does not serve.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("the server's HTML, before any JavaScript", () => {
  test("is Chinese for a browser that asks for Chinese", async ({ request }) => {
    const response = await request.get(`${appUrl}/`, { headers: { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain('<html lang="zh-CN"');
    for (const piece of CHINESE_BOX) expect(html).toContain(piece);
    expect(html).not.toContain('placeholder="Message Kimi…"');
  });

  test("follows the chosen language in the cookie over Accept-Language", async ({ request }) => {
    const chinese = await request.get(`${appUrl}/`, { headers: { "Accept-Language": "en-US", Cookie: "moonlit-locale=zh-CN" } });
    const html = await chinese.text();
    expect(html).toContain('<html lang="zh-CN"');
    for (const piece of CHINESE_BOX) expect(html).toContain(piece);

    const english = await request.get(`${appUrl}/`, { headers: { "Accept-Language": "zh-CN", Cookie: "moonlit-locale=en" } });
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en"');
    expect(englishHtml).toContain('placeholder="Message Kimi…"');
  });

  test("of the unlock page is Chinese for a Chinese visitor, its error too", async ({ request }) => {
    const headers = { "Accept-Language": "zh-CN" };
    const page = await (await request.get(`${demoUrl}/unlock`, { headers })).text();
    expect(page).toContain('<html lang="zh-CN"');
    expect(page).toContain("解锁 Moonlit");
    expect(page).toContain("访问码");
    expect(page).not.toContain("Access code");
    const failed = await (await request.get(`${demoUrl}/unlock?error=wrong`, { headers })).text();
    expect(failed).toContain("访问码不正确。");
  });
});

test.describe("a Chinese browser", () => {
  test.use({ locale: "zh-CN" });

  test("gets the chat in Chinese from the first paint, and it comes alive without a hydration error", async ({ page }) => {
    const errors = collectErrors(page);
    const chat = new ChatPage(page, ZH_CN);
    await chat.goto(`${appUrl}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    // Typing enables Send: React is running the page.
    await chat.composer.fill("你好");
    await expect(chat.sendButton).toBeEnabled();
    await expect(chat.newChatButton).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("unlocks in Chinese", async ({ page }) => {
    await page.goto(`${demoUrl}/`);
    await expect(page).toHaveURL(`${demoUrl}/unlock`);
    await page.getByRole("textbox", { name: "访问码" }).fill("wrong-code");
    await page.getByRole("button", { name: "解锁" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "访问码" })).toHaveText("访问码不正确。");
  });
});

test("choosing a language in settings sets the cookie the server reads; following the browser removes it", async ({ page, context }) => {
  const localeCookie = async () => (await context.cookies(appUrl)).find((cookie) => cookie.name === "moonlit-locale");
  const chat = new ChatPage(page, EN);
  await chat.goto(`${appUrl}/`);
  await chat.openSettings();
  await chat.combobox("Language").selectOption({ label: "简体中文" });
  await expect.poll(async () => (await localeCookie())?.value).toBe("zh-CN");
  const cookie = await localeCookie();
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  const html = await (await page.request.get(`${appUrl}/`)).text();
  expect(html).toContain('<html lang="zh-CN"');

  const zh = new ChatPage(page, ZH_CN);
  await zh.combobox("语言").selectOption({ label: "跟随浏览器" });
  await expect(chat.settingsDialog).toBeVisible();
  await expect.poll(localeCookie).toBeUndefined();
});

test("the stored choice wins over a cookie that disagrees, and the cookie is rewritten", async ({ page, context }) => {
  await context.addCookies([{ name: "moonlit-locale", value: "zh-CN", url: appUrl }]);
  await page.addInitScript(() => {
    localStorage.setItem("moonlit-preferences", JSON.stringify({ state: { locale: "en" }, version: 1 }));
  });
  const errors = collectErrors(page);
  await page.goto(`${appUrl}/`);
  const chat = new ChatPage(page, EN);
  await expect(chat.composer).toBeEditable();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect
    .poll(async () => (await context.cookies(appUrl)).find((cookie) => cookie.name === "moonlit-locale")?.value)
    .toBe("en");
  expect(errors).toEqual([]);
});
