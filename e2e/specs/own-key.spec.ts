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
  // The reloaded thread shows its reply before the next prompt is counted (ask() counts replies first).
  await expect(chat.assistantMessages).toHaveCount(1);
  await chat.ask("Still mine after a reload");
  expect(await lastAuthorization()).toBe(`Bearer ${PERSON_KEY}`);

  const again = await chat.openSettings();
  await expect(again.getByLabel("Your EvoLink key")).toHaveValue(PERSON_KEY);
  await again.getByLabel("Your EvoLink key").fill("");
  await chat.closeSettings();
  await chat.ask("Back to the server's key");
  expect(await lastAuthorization()).toBe("Bearer test-key-e2e");
});

test("a key EvoLink rejects is named as the person's own, not the server's", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "json", status: 401, body: { error: { message: "Invalid API key", type: "authentication_error" } } } });
  await chat.goto();
  const settings = await chat.openSettings();
  await settings.getByLabel("Your EvoLink key").fill(PERSON_KEY);
  await chat.closeSettings();

  await chat.send("Hello with a key EvoLink does not know");
  await chat.waitForReplyDone();
  const alert = chat.lastAssistant.getByRole("alert");
  // The gateway's own kind (user_key_rejected) reaches the notice, which words it; its sentence follows.
  await expect(alert).toContainText("EvoLink rejected your key.");
  await expect(alert).toContainText("check the one in Settings");
  await expect(alert).not.toContainText("The server's API key was refused.");
});
