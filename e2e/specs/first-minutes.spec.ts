// The first minutes with Moonlit: the empty chat offers starter prompts (and has no empty heading),
// and the header reads at a glance: one row on a phone, the effort control labelled, no "0 in · 0 out"
// while the first reply streams, and nothing in it moving when the conversation gets its title.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";

const shot = (page: Page, name: string, height = 120) =>
  page.screenshot({ path: path.join("test-results", "screenshots", `first-minutes-${name}.png`), clip: { x: 0, y: 0, width: page.viewportSize()!.width, height } });
// The chat column's header sits inside main, where it is no landmark: found by its element.
const header = (page: Page) => page.locator("main header");

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a starter prompt sends with its option on, and the header stays put as the title arrives", async ({ chat, page }) => {
    await chat.goto();
    const headings = page.getByRole("heading");
    for (const text of await headings.allInnerTexts()) expect(text.trim()).not.toBe("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const starters = page.getByRole("list", { name: "Starter prompts" }).getByRole("button");
    await expect(starters).toHaveCount(4);
    await page.screenshot({ path: path.join("test-results", "screenshots", "first-minutes-empty.png") });

    await expect(header(page).getByText("Effort", { exact: true })).toBeVisible();
    const settings = page.getByRole("button", { name: "Settings", exact: true });
    const before = await settings.boundingBox();
    const model = await header(page).getByRole("combobox", { name: "Model" }).boundingBox();

    await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("Searched: three new comets, one eclipse.", 30) }, dripMs: 100 });
    await starters.filter({ hasText: "Search the web" }).click();
    await expect(chat.stopButton).toBeVisible();
    // While the first reply streams, no empty totals.
    await expect(header(page)).not.toContainText("0 in");
    await chat.waitForReplyDone();
    await expect(page.getByRole("heading", { level: 1, name: "Search the web: what is new in astronomy this week?" })).toBeVisible();
    expect(await settings.boundingBox()).toEqual(before);
    expect(await header(page).getByRole("combobox", { name: "Model" }).boundingBox()).toEqual(model);
    await expect(page.getByRole("toolbar", { name: "Chat options" }).getByRole("button", { name: "Web search" })).toHaveAttribute("aria-pressed", "true");
    const [body] = await upstreamBodies("/v1/messages");
    expect(JSON.stringify(body.tools)).toContain("web_search");
    // The totals are in the meter's tooltip, counted once the reply has ended.
    await expect(page.getByRole("meter", { name: "Context used" })).toHaveAttribute("title", /Total: \d+ in · \d+ out/);
    await shot(page, "header-desktop");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header is one row", async ({ chat, page }) => {
    await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("A short answer.") } });
    await chat.goto();
    await chat.ask("Plan a long weekend in Kyoto with temples, gardens and food");
    const box = await header(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(56);
    await expect(header(page).getByRole("combobox", { name: "Model" })).toBeVisible();
    await expect(header(page).getByRole("heading", { level: 1 })).toBeVisible();
    await shot(page, "header-phone", 160);
  });
});
