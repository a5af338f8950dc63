// The header's Model and Reasoning effort pickers (their effect on the wire, by keyboard) and the
// Context used meter: its value after a reply, its warning for a long conversation, and the new chat
// from a summary it offers past 90%. Screenshots of the header in both themes.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectedText, P01, P02 } from "../support/chat-fixtures";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

const DIR = path.join("test-results", "screenshots");

/** P01's stream with its usage changed: a reply that reports `input` tokens of input. */
function longReply(input: number) {
  const sse = readFileSync(path.join("lib/protocol/fixtures/public", `${P01}.sse`), "utf8");
  return { reply: { kind: "sse" as const, body: sse.replace('"input_tokens":41', `"input_tokens":${input}`) } };
}

const modelPicker = (page: Page) => page.getByRole("combobox", { name: "Model", exact: true });
const effortPicker = (page: Page) => page.getByRole("combobox", { name: "Reasoning effort", exact: true });
const meter = (page: Page) => page.getByRole("meter", { name: "Context used", exact: true });
const summaryOffer = (page: Page) => page.getByRole("button", { name: "Start a new chat from a summary", exact: true });

test("the header's Model and Reasoning effort pickers, reached by keyboard, set the model of the next request", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } }, { reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await expect(modelPicker(page)).toHaveValue("kimi-k3.1-pro");
  await expect(modelPicker(page)).toHaveAccessibleDescription("Most capable: images, web search");

  // Tab from the top of the page until the picker has focus, then choose by arrow keys.
  await page.locator("body").focus();
  for (let i = 0; i < 12 && !(await modelPicker(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(modelPicker(page)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(modelPicker(page)).toHaveValue("kimi-k3.1-pro-highspeed");
  await page.keyboard.press("Tab");
  await expect(effortPicker(page)).toBeFocused();
  await effortPicker(page).selectOption({ label: "Max" });

  await chat.ask("How many gears does the Orrin clock have?");
  // In the conversation, the pickers change it (and only it): Kimi K3 has no effort.
  await modelPicker(page).selectOption({ label: "Kimi K3" });
  await expect(effortPicker(page)).toHaveCount(0);
  await chat.ask("Tell me about the lantern festival");

  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies.map((body) => body.model)).toEqual(["kimi-k3.1-pro-highspeed", "kimi-k3"]);
  expect(bodies[0].output_config).toMatchObject({ effort: "max" });
  expect(bodies[1]).not.toHaveProperty("output_config");

  await chat.openSettings();
  await expect(chat.modelSelect).toHaveValue("kimi-k3");
  await chat.closeSettings();
});

test("the context meter shows the last reply's size, warns past 80% and offers a summary past 90%", async ({ chat, page }) => {
  await upstream.enqueue(longReply(900_000), longReply(960_000));
  await chat.goto();
  await expect(meter(page)).toHaveCount(0);
  await chat.ask("Tell me about the lantern festival");
  // 900,000 in + 68 out of 1,048,576.
  await expect(meter(page)).toHaveAttribute("aria-valuenow", "900068");
  await expect(meter(page)).toHaveAttribute("aria-valuetext", "86% of 1,048,576 tokens");
  await expect(meter(page)).toHaveAttribute("data-warning", "true");
  await expect(summaryOffer(page)).toHaveCount(0);

  await chat.ask("And the year after?");
  await expect(meter(page)).toHaveAttribute("aria-valuetext", "92% of 1,048,576 tokens");
  await expect(summaryOffer(page)).toBeVisible();
});

test("a new chat from a summary: the model writes it, the person edits it, the new chat starts with it", async ({ chat, page }) => {
  await upstream.enqueue(longReply(960_000), { reply: { kind: "fixture", name: P02 } }, { reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask("Tell me about the lantern festival");
  const firstId = await chat.conversationId();
  await summaryOffer(page).click();

  const dialog = page.getByRole("dialog", { name: "New chat from a summary" });
  const box = dialog.getByRole("textbox", { name: "Summary (edit before starting)" });
  await expect(box).toHaveValue(`A summary of our earlier conversation:\n\n${expectedText(P02)}`);
  await page.screenshot({ path: path.join(DIR, "summary-dialog.png") });
  await box.fill("We talked about the lantern festival of Vell Harbor.");
  await dialog.getByRole("button", { name: "Start new chat", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(firstId));
  await expect(chat.lastUser).toContainText("We talked about the lantern festival of Vell Harbor.");
  await chat.waitForReplyDone();

  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(3);
  const summaryRequest = bodies[1].messages as Array<{ role: string; content: unknown }>;
  expect(JSON.stringify(summaryRequest.at(-1))).toContain("Summarise our conversation so far");
  const fresh = bodies[2].messages as Array<{ role: string; content: unknown }>;
  expect(fresh).toHaveLength(1);
  expect(JSON.stringify(fresh[0].content)).toContain("We talked about the lantern festival of Vell Harbor.");
  await expect(meter(page)).not.toHaveAttribute("data-warning", "true");
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 860 } });

    test(`header screenshots (${scheme})`, async ({ chat, page }) => {
      await upstream.enqueue(longReply(960_000));
      await chat.goto();
      await chat.ask("Tell me about the lantern festival");
      await expect(summaryOffer(page)).toBeVisible();
      await page.mouse.move(0, 400);
      await page.screenshot({ path: path.join(DIR, `header-${scheme}.png`), clip: { x: 0, y: 0, width: 1280, height: 120 } });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(modelPicker(page)).toBeVisible();
      await expect(meter(page)).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `header-phone-${scheme}.png`), clip: { x: 0, y: 0, width: 390, height: 150 } });
    });
  });
}
