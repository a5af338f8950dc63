// Replies that outlive the page (issue 20): the gateway keeps a reply the browser chat asked for and
// reads it to its end whatever the page does; a page that reloads or reopens picks it up, Stop stops
// it on purpose, and a reply the server lost keeps its partial with Retry.
import path from "node:path";
import { P01, expectedMessage, expectedText } from "../support/chat-fixtures";
import { ChatPage } from "../support/chat-page";
import { expect, test, upstream } from "../support/chat-test";
import { RESTARTED_PORT, upstreamUrl } from "../support/ports";
import { endedReply, upstreamEnds } from "../support/stored-replies";
import { prepareStandalone, startStandalone, type StandaloneServer } from "../support/standalone-server";

const PROMPT = "Tell me about the lantern festival";
// Far enough into P01 (46 events, dripped 200 ms apart, about 9 s) that a batch has been saved.
const MID_REPLY = "across the bay";

test("reloading mid-reply picks the reply up: it ends with exactly upstream's message, from one request", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
  await chat.goto();
  await chat.send(PROMPT);
  const id = await chat.conversationId();
  await expect(chat.lastAssistant).toContainText(MID_REPLY);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/c/${id}$`));
  // Picked up while upstream still writes it: it streams on, and can still be stopped.
  await expect(chat.stopButton).toBeVisible();
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(chat.lastAssistant.getByText("This reply was interrupted.")).toHaveCount(0);
  await expect(chat.lastAssistant.getByRole("button", { name: "Retry", exact: true })).toHaveCount(0);

  const reply = await endedReply(page);
  expect(reply).toMatchObject({ status: "complete", content: expectedMessage(P01).content });
  expect(reply.resumeId).toBeUndefined();
  // Upstream was asked once, and its answer was read to the end (the reload did not abort it).
  await expect.poll(upstreamEnds).toEqual(["complete"]);
});

test.describe("as a returning visitor, the page under the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("reloading mid-reply picks the reply up from the worker's shell", async ({ chat, page }) => {
    test.setTimeout(120_000);
    await chat.goto();
    // The worker installs once no reply has run for a while (service-worker-start.spec.ts).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
    await chat.send(PROMPT);
    await expect(chat.lastAssistant).toContainText(MID_REPLY);

    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(chat.lastAssistant).toContainText(expectedText(P01));
    expect(await endedReply(page)).toMatchObject({ status: "complete", content: expectedMessage(P01).content });
    await expect.poll(upstreamEnds).toEqual(["complete"]);
  });
});

test("a reply that finished while no page was open is complete when Moonlit is opened again", async ({ chat, context }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 100 });
  await chat.goto();
  await chat.send(PROMPT);
  const id = await chat.conversationId();
  await expect(chat.lastAssistant).toContainText(MID_REPLY);
  await chat.page.close();
  // The gateway reads upstream to its end with nobody listening.
  await expect.poll(upstreamEnds, { timeout: 15_000 }).toEqual(["complete"]);

  const again = new ChatPage(await context.newPage());
  await again.goto(`/c/${id}`);
  await expect(again.lastAssistant).toContainText(expectedText(P01));
  expect(await endedReply(again.page)).toMatchObject({ status: "complete", content: expectedMessage(P01).content });
  expect(await upstreamEnds()).toEqual(["complete"]);
});

test("a second tab open on the conversation picks the reply up when the tab that asked for it closes", async ({ chat, context }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
  await chat.goto();
  await chat.send(PROMPT);
  const id = await chat.conversationId();
  const other = new ChatPage(await context.newPage());
  await other.goto(`/c/${id}`);
  // The second tab shows the reply growing as the first saves it, as unfinished: busy, said so, and
  // without an ended reply's actions.
  await expect(other.lastAssistant).toContainText(MID_REPLY);
  await expect(other.lastAssistant).toHaveAttribute("aria-busy", "true");
  await expect(other.lastAssistant.getByRole("status").filter({ hasText: "This reply is still being written…" })).toBeVisible();
  await expect(other.lastAssistant.getByRole("button", { name: "Regenerate", exact: true })).toHaveCount(0);
  // A prompt here would follow the reply half-written: it is refused, and the text is given back.
  await other.composer.fill("And the lanterns?");
  await other.sendButton.click();
  const refusal = other.page.getByRole("status").filter({ hasText: "A reply is still being written here in another tab." });
  await expect(refusal).toBeVisible();
  // Said as it is, not as something that went wrong.
  await expect(refusal).not.toContainText("Something went wrong");
  await expect(other.composer).toHaveValue("And the lanterns?");
  await expect(other.userMessages).toHaveCount(1);
  await other.page.screenshot({ path: test.info().outputPath("second-tab-mid-reply.png") });

  await chat.page.close();
  // No reload here: the tab that held the reply went, so this one takes it over.
  await expect(other.lastAssistant).toContainText(expectedText(P01));
  await other.waitForReplyDone();
  await expect(other.lastAssistant.getByText("This reply is still being written…")).toHaveCount(0);
  expect(await endedReply(other.page)).toMatchObject({ status: "complete", content: expectedMessage(P01).content });
  await expect.poll(upstreamEnds).toEqual(["complete"]);
});

test("Stop stops the reply on purpose: upstream is aborted, and the reply keeps what came", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
  await chat.goto();
  await chat.send(PROMPT);
  await expect(chat.lastAssistant).toContainText(MID_REPLY);
  await chat.stopButton.click();
  await chat.waitForReplyDone();
  // Stopped on purpose: a quiet note, not a warning, and the usual actions.
  await expect(chat.lastAssistant.getByRole("note")).toHaveText("Stopped");
  await expect(chat.lastAssistant.getByText("This reply was interrupted.")).toHaveCount(0);
  await expect(await chat.messageAction(chat.lastAssistant, "Regenerate")).toBeVisible();
  await expect.poll(upstreamEnds).toEqual(["aborted"]);
  const reply = await endedReply(page);
  expect(reply.status).toBe("stopped");
  expect(JSON.stringify(reply.content)).toContain(MID_REPLY);
});

test.describe("on a server that restarts mid-reply", () => {
  const restartedUrl = `http://127.0.0.1:${RESTARTED_PORT}`;
  const env = { EVOLINK_API_KEY: "test-key-restarted", EVOLINK_BASE_URL: upstreamUrl, EVOLINK_FALLBACK_BASE_URL: "", SHARE_STORE_DIR: path.join(process.cwd(), "test-results", "restarted-shares") };
  let entry = "";
  let server: StandaloneServer | undefined;
  test.use({ baseURL: restartedUrl });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    entry = prepareStandalone(process.cwd(), process.env.NEXT_DIST_DIR || ".next");
    server = await startStandalone(entry, RESTARTED_PORT, env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the page keeps the partial reply, says it could not be picked up, and Retry finishes it", async ({ chat, page }) => {
    test.setTimeout(90_000);
    await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
    await chat.goto();
    await chat.send(PROMPT);
    await expect(chat.lastAssistant).toContainText(MID_REPLY);

    // A crash (SIGTERM would let Next finish the reply first): the kept reply lived in the old
    // process's memory, and the new one has never heard of it.
    await server!.stop("SIGKILL");
    server = await startStandalone(entry, RESTARTED_PORT, env);
    await expect(chat.lastAssistant.getByText("This reply could not be picked up again.")).toBeVisible({ timeout: 30_000 });
    await expect(chat.lastAssistant).toContainText("Every autumn, the people of Vell Harbor");
    await expect(chat.stopButton).toBeHidden();
    const reply = await endedReply(page);
    expect(reply).toMatchObject({ status: "error", error: { kind: "reply_lost" } });
    await page.screenshot({ path: test.info().outputPath("reply-lost.png") });

    await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
    await chat.lastAssistant.getByRole("button", { name: "Retry", exact: true }).click();
    await chat.waitForReplyDone();
    await expect(chat.lastAssistant).toContainText(expectedText(P01));
    expect(await upstreamEnds()).toEqual(["aborted", "complete"]);
  });
});
