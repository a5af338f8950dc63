// Bring your own key: the app server runs with ALLOW_USER_KEYS=true. A person's key, entered in
// Settings, stays in their browser and goes with each request; upstream sees it instead of the
// server's. Clearing it brings the server's key back.
import { P01 } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

const PERSON_KEY = "sk-person-own-e2e";

async function lastAuthorization(): Promise<string | undefined> {
  const requests = await upstream.requests();
  return requests.at(-1)?.headers.authorization;
}

test("a key entered in Settings goes upstream in place of the server's, and survives a reload", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, times: 3 });
  await chat.goto();
  const settings = await chat.openSettings();
  await settings.getByLabel("Your EvoLink key").fill(PERSON_KEY);
  await chat.closeSettings();

  await chat.ask("Hello with my key");
  expect(await lastAuthorization()).toBe(`Bearer ${PERSON_KEY}`);

  await page.reload();
  await chat.ask("Still mine after a reload");
  expect(await lastAuthorization()).toBe(`Bearer ${PERSON_KEY}`);

  const again = await chat.openSettings();
  await expect(again.getByLabel("Your EvoLink key")).toHaveValue(PERSON_KEY);
  await again.getByLabel("Your EvoLink key").fill("");
  await chat.closeSettings();
  await chat.ask("Back to the server's key");
  expect(await lastAuthorization()).toBe("Bearer test-key-e2e");
});
