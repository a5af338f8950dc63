// The sidebar groups conversations by date and stays light with thousands of them (a virtual list).
import { seedConversations } from "@/e2e/bench/browser-open";
import type { ConversationRecord } from "@/lib/db/records";
import { DEFAULT_SETTINGS } from "@/lib/db/default-settings";
import { appUrl } from "../support/ports";
import { expect, test } from "../support/chat-test";

function conversation(index: number, updatedAt: number, pinned = false): ConversationRecord {
  const id = `seed-${String(index).padStart(5, "0")}`;
  return { id, title: `Seeded conversation ${index}`, createdAt: updatedAt, updatedAt, pinned, settings: DEFAULT_SETTINGS, activeLeafId: null, preview: "" };
}

// Seeding 5,000 rows is most of this test's time; leave room on a busy machine.
test.setTimeout(120_000);

test("5,000 conversations: grouped by date, a screenful of rows in the page, the oldest reached by scrolling", async ({ chat, page }) => {
  const now = Date.now();
  // Newest first: index 0 is now, the last one is about 5,000 hours old; one pinned from long ago.
  const records = Array.from({ length: 5000 }, (_, i) => conversation(i, now - i * 3_600_000));
  records[4500].pinned = true;
  await seedConversations(page, appUrl, records.map((record) => ({ conversation: record, messages: [], lastMarker: "" })));
  await chat.goto();

  const nav = chat.conversations;
  await expect(chat.conversationLink("Seeded conversation 0")).toBeVisible();
  const headings = await nav.getByRole("heading").allTextContents();
  expect(headings.slice(0, 2)).toEqual(["Pinned", "Today"]);
  expect(await nav.getByRole("link").count()).toBeLessThan(80);
  await page.screenshot({ path: "test-results/screenshots/sidebar-groups.png" });

  // Scrolling page by page passes "Yesterday" and "Previous 7 days" to "Older"; then a jump to the end.
  const seen = new Set(headings);
  // Each step waits two frames for the list to draw the rows it scrolled to: read at once, two steps
  // could land within one frame, and the rows between them (with the "Older" heading) never be drawn.
  for (let step = 0; step < 40 && !seen.has("Older"); step++) {
    await nav.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.scrollBy(0, element.clientHeight);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    for (const text of await nav.getByRole("heading").allTextContents()) seen.add(text);
  }
  expect([...seen]).toEqual(["Pinned", "Today", "Yesterday", "Previous 7 days", "Older"]);
  await nav.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(chat.conversationLink("Seeded conversation 4999")).toBeVisible();
  expect(await nav.getByRole("link").count()).toBeLessThan(80);

  await chat.conversationLink("Seeded conversation 4999").click();
  await expect(page).toHaveURL(/\/c\/seed-04999$/);
});
