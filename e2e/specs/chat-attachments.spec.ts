// Attachments as a person uses them, checked against what the test upstream received: images in each
// format (a large one scaled down in the browser first), an image by address, video refused on the
// Anthropic format and sent on the OpenAI one, and refusals that name the file and keep the draft.
import type { Locator, Page } from "@playwright/test";
import { imageSize, makePng } from "../support/image-bytes";
import { upstreamUrl } from "../support/ports";
import { expect, test, upstreamBodies } from "../support/chat-test";
import type { ChatPage } from "../support/chat-page";

const SMALL = { name: "small.png", mimeType: "image/png", buffer: makePng(64, 48) };
const LARGE = { name: "large.png", mimeType: "image/png", buffer: makePng(3000, 2000) };
const CLIP = { name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0mp42isom", "latin1") };
const BROKEN = { name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not really a png") };

type UserContent = Array<Record<string, unknown> & { type: string }>;

const attachInput = (page: Page) => page.getByLabel("Attach files", { exact: true });
const removeButton = (page: Page, name: string) => page.getByRole("button", { name: `Remove ${name}`, exact: true });
/** The composer's list of refusals (Next's route announcer is an alert too, always empty here). */
const alert = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("listitem") });

/** Waits until every picked file is prepared: its Remove button is there and no progress shows. */
async function attached(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) await expect(removeButton(page, name)).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
}

async function useOpenAI(chat: ChatPage): Promise<void> {
  await chat.openSettings();
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });
  await chat.closeSettings();
}

/** Pastes `text` into the message box through the clipboard, as Ctrl+V does. */
async function pasteText(page: Page, composer: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await composer.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

function decoded(base64: string) {
  return imageSize(Buffer.from(base64, "base64"));
}

test("an image goes in the Anthropic format as base64; a large one arrives scaled to 2,048 px", async ({ chat, page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await chat.goto();
  expect(workers).toEqual([]);
  await attachInput(page).setInputFiles([SMALL, LARGE]);
  await attached(page, "small.png", "large.png");
  // The scaler's worker starts with the first image, not with the page.
  expect(workers).toHaveLength(1);
  await page.screenshot({ path: "/tmp/moonlit-composer-images.png" });
  await chat.ask("What do these show?");

  const [body] = await upstreamBodies("/v1/messages");
  const content = (body.messages as Array<{ content: UserContent }>)[0].content;
  expect(content.map((block) => block.type)).toEqual(["image", "image", "text"]);
  const [small, large] = content.map((block) => block.source as { type: string; media_type: string; data: string });
  // Within the limits: sent byte for byte.
  expect(small).toEqual({ type: "base64", media_type: "image/png", data: SMALL.buffer.toString("base64") });
  expect(large.type).toBe("base64");
  expect(large.media_type).toBe("image/png");
  expect(decoded(large.data)).toEqual({ type: "png", width: 2048, height: 1365 });

  await expect(chat.lastUser.getByRole("img", { name: "large.png" })).toBeVisible();
});

test("an image goes in the OpenAI format as a data URL; a large one arrives scaled to 2,048 px", async ({ chat, page }) => {
  await chat.goto();
  await useOpenAI(chat);
  await attachInput(page).setInputFiles([LARGE]);
  await attached(page, "large.png");
  await chat.ask("Describe it");

  const [body] = await upstreamBodies("/v1/chat/completions");
  const content = (body.messages as Array<{ role: string; content: UserContent }>).find((message) => message.role === "user")!.content;
  expect(content.map((part) => part.type)).toEqual(["image_url", "text"]);
  const url = (content[0].image_url as { url: string }).url;
  const [prefix, data] = url.split(",");
  expect(prefix).toBe("data:image/png;base64");
  expect(decoded(data)).toEqual({ type: "png", width: 2048, height: 1365 });
});

test.describe("an image address", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  const address = `${upstreamUrl}/pictures/moon.png`;

  test("pasted alone, goes as a url source on Anthropic and as image_url with the URL on OpenAI", async ({ chat, page }) => {
    await chat.goto();
    await chat.composer.fill("What is in this picture? ");
    await pasteText(page, chat.composer, address);
    await expect(chat.composer).toHaveValue(`What is in this picture? ${address}`);
    await page.getByRole("button", { name: "Send moon.png as an image" }).click();
    await expect(chat.composer).toHaveValue("What is in this picture?");
    await expect(removeButton(page, "moon.png")).toBeVisible();
    await page.screenshot({ path: "/tmp/moonlit-composer-link.png" });
    await chat.composer.press("Enter");
    await chat.waitForReplyDone();

    const [anthropic] = await upstreamBodies("/v1/messages");
    expect((anthropic.messages as Array<{ content: UserContent }>)[0].content).toEqual([
      { type: "image", source: { type: "url", url: address } },
      { type: "text", text: "What is in this picture?" },
    ]);

    await chat.newChatButton.click();
    await useOpenAI(chat);
    await pasteText(page, chat.composer, address);
    await page.getByRole("button", { name: "Send moon.png as an image" }).click();
    await expect(chat.composer).toHaveValue("");
    await chat.composer.press("Enter");
    await chat.waitForReplyDone();

    const [openai] = await upstreamBodies("/v1/chat/completions");
    const user = (openai.messages as Array<{ role: string; content: UserContent }>).find((message) => message.role === "user")!;
    expect(user.content).toEqual([{ type: "image_url", image_url: { url: address } }]);
  });
});

test("video is refused in the Anthropic format, saying why, and sent in the OpenAI format", async ({ chat, page }) => {
  await chat.goto();
  await chat.composer.fill("Here is the launch");
  await attachInput(page).setInputFiles([SMALL]);
  await attached(page, "small.png");
  await attachInput(page).setInputFiles([CLIP, BROKEN]);
  await expect(alert(page)).toContainText("clip.mp4: the Anthropic format takes no video (OpenAI does).");
  await expect(alert(page)).toContainText("broken.png could not be read as an image.");
  // The rest of the draft stays.
  await expect(chat.composer).toHaveValue("Here is the launch");
  await expect(removeButton(page, "small.png")).toBeVisible();
  await expect(removeButton(page, "clip.mp4")).toHaveCount(0);
  await expect(removeButton(page, "broken.png")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/moonlit-composer-attachments.png" });

  await useOpenAI(chat);
  await removeButton(page, "small.png").click();
  await attachInput(page).setInputFiles([CLIP]);
  await attached(page, "clip.mp4");
  await chat.composer.press("Enter");
  await chat.waitForReplyDone();

  const [body] = await upstreamBodies("/v1/chat/completions");
  const user = (body.messages as Array<{ role: string; content: UserContent }>).find((message) => message.role === "user")!;
  expect(user.content).toEqual([
    { type: "video_url", video_url: { url: `data:video/mp4;base64,${CLIP.buffer.toString("base64")}` } },
    { type: "text", text: "Here is the launch" },
  ]);
  expect(await upstreamBodies("/v1/messages")).toEqual([]);
});
