// Screenshots of the main screens in light and dark, for a person to look at (not compared).
// Written to test-results/screenshots/ (Playwright empties test-results/ at the start of a run).
import path from "node:path";
import { P03, P04 } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

const DIR = path.join("test-results", "screenshots");

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 860 } });

    test(`main screens (${scheme})`, async ({ chat, page }) => {
      await chat.goto();
      await expect(page.getByText("What shall we think about?")).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `empty-chat-${scheme}.png`) });

      await upstream.enqueue({ reply: { kind: "fixture", name: P04 } }, { reply: { kind: "fixture", name: P03 } });
      await chat.ask("When does the Tessaly Botanical Archive open?");
      await chat.ask("Book me a slot in North Dome 7 on the 18th");
      await expect(chat.page.getByRole("group", { name: "Web search" })).toBeVisible();
      await expect(chat.page.getByRole("group", { name: "Tool call: book_greenhouse_slot" })).toBeVisible();
      await chat.thinkingButton(chat.assistantMessages.first()).click();
      await expect(chat.thinkingButton(chat.assistantMessages.first())).toHaveAttribute("aria-expanded", "true");
      await chat.assistantMessages.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(DIR, `conversation-top-${scheme}.png`) });
      await chat.lastAssistant.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: path.join(DIR, `conversation-bottom-${scheme}.png`) });
      await page.screenshot({ path: path.join(DIR, `conversation-full-${scheme}.png`), fullPage: true });

      await chat.openSettings();
      await page.screenshot({ path: path.join(DIR, `settings-${scheme}.png`) });
      await chat.closeSettings();

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(chat.composer).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `phone-conversation-${scheme}.png`) });
    });
  });
}
