// Documents end to end: a PDF, a Word file or a text file attached through Attach files is read in
// the browser's documents worker, shown as a chip (Open NAME shows its text), and goes up as named
// text in each format; on kimi-k3 too. A corrupt file and a conversation that would not fit the
// window are refused by name, and the rest of the draft stays.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { anthropicStream, openAIStream } from "@/lib/protocol/test-support/scripted-streams";
import { textPdf } from "@/lib/chat/documents/test-support/test-documents";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

const DATA = path.join(process.cwd(), "lib/chat/documents/test-data");
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
const pdf = () => file("harbour-report.pdf", "application/pdf", Buffer.from(textPdf()));
const attach = (page: Page, ...files: ReturnType<typeof file>[]) => page.getByLabel("Attach files", { exact: true }).setInputFiles(files);
const anthropicText = (text: string) => ({ reply: { kind: "sse" as const, body: anthropicStream([{ type: "text", text }]) } });

type Part = { type: string; text?: string };
const firstUserContent = (body: Record<string, unknown>) => (body.messages as Array<{ role: string; content: string | Part[] }>)[0].content;

test("a PDF goes up as its named text before the question, and its chip opens that text", async ({ chat, page }) => {
  await upstream.enqueue(anthropicText("The report has three pages."));
  await chat.goto();
  await attach(page, pdf());
  const open = page.getByRole("button", { name: "Open harbour-report.pdf", exact: true });
  await expect(open).toBeVisible();
  await expect(page.getByText(/3 pages · ~\d+ tokens/)).toBeVisible();

  await open.click();
  const dialog = page.getByRole("dialog", { name: "harbour-report.pdf", exact: true });
  await expect(dialog).toContainText("The first page has two lines.");
  await expect(dialog).toContainText("The third and last page.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await chat.ask("What is in this report?");
  await expect(chat.lastAssistant).toContainText("The report has three pages.");
  const content = firstUserContent((await upstreamBodies("/v1/messages"))[0]) as Part[];
  expect(content).toHaveLength(2);
  expect(content[0].text).toMatch(/^<document name="harbour-report.pdf" pages="3">\n/);
  expect(content[0].text).toContain("Café au lait costs €3");
  expect(content[1]).toEqual({ type: "text", text: "What is in this report?" });

  // The sent message shows it too, and its text opens from the database.
  await chat.lastUser.getByRole("button", { name: "Open harbour-report.pdf", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "harbour-report.pdf", exact: true })).toContainText("The second page speaks of (parentheses)");
});

test("in the OpenAI format each document is a text part: a PDF, a Word file and a Latin-1 text file", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "sse", body: openAIStream({ content: "Read both." }) } });
  await chat.goto();
  await chat.openSettings();
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });
  await chat.closeSettings();
  await attach(
    page,
    pdf(),
    file("letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", readFileSync(path.join(DATA, "letter.docx"))),
    file("notes.txt", "text/plain", readFileSync(path.join(DATA, "latin-1.txt"))),
  );
  await expect(page.getByRole("button", { name: "Open notes.txt", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open letter.docx", exact: true })).toBeVisible();
  await chat.ask("Compare them");
  const content = firstUserContent((await upstreamBodies("/v1/chat/completions"))[0]) as Part[];
  expect(content.map((part) => part.type)).toEqual(["text", "text", "text", "text"]);
  expect(content[0].text).toMatch(/^<document name="harbour-report.pdf" pages="3">\n--- page 1 ---/);
  expect(content[1].text).toContain("Dear reader, the harbour lights are on.");
  expect(content[2].text).toContain("Crème brûlée, naïve façade");
  expect(content[3].text).toBe("Compare them");
});

test("kimi-k3, which reads no images, takes documents", async ({ chat, page }) => {
  await upstream.enqueue(anthropicText("Noted."));
  await chat.goto();
  await chat.openSettings();
  await chat.modelSelect.selectOption({ label: "Kimi K3" });
  await chat.closeSettings();
  await attach(page, file("main.ts", "video/mp2t", Buffer.from("export const answer = 42;\n")));
  await expect(page.getByRole("button", { name: "Open main.ts", exact: true })).toBeVisible();
  await chat.ask("Review this");
  const [body] = await upstreamBodies("/v1/messages");
  expect(body.model).toBe("kimi-k3");
  expect((firstUserContent(body) as Part[])[0].text).toContain("export const answer = 42;");
});

test("a corrupt file is refused with its name and reason; the rest of the draft stays", async ({ chat, page }) => {
  await chat.goto();
  await chat.composer.fill("Keep this text");
  await attach(page, pdf(), file("broken.pdf", "application/pdf", Buffer.from("%PDF-1.7\nthis is not a PDF at all")));
  await expect(page.getByRole("alert").filter({ hasText: "broken.pdf" })).toContainText("broken.pdf could not be read");
  await expect(page.getByRole("button", { name: "Open harbour-report.pdf", exact: true })).toBeVisible();
  await expect(chat.composer).toHaveValue("Keep this text");
});

test("documents that would not fit the model's window together are refused before sending, and stay", async ({ chat, page }) => {
  // Each about 600,000 tokens (estimated): either fits, both do not.
  const big = (name: string) => file(name, "text/plain", Buffer.from("moonlight ".repeat(240_000)));
  await chat.goto();
  await attach(page, big("volume-1.txt"), big("volume-2.txt"));
  await expect(page.getByRole("button", { name: "Open volume-2.txt", exact: true })).toBeVisible({ timeout: 30_000 });
  await chat.send("Read both volumes");
  await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "would not fit" })).toBeVisible();
  expect(await upstreamBodies("/v1/messages")).toHaveLength(0);
  await expect(page.getByRole("button", { name: "Open volume-1.txt", exact: true })).toBeVisible();
  await expect(chat.composer).toHaveValue("Read both volumes");
  await expect(chat.userMessages).toHaveCount(0);
});

test("a long document suggests the one-hour cache, and the second question reads it from the cache", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "cached", text: "It is a long story." } }, { reply: { kind: "cached", text: "A harbour master wrote it." } });
  await chat.goto();
  // About 30,000 tokens (estimated): long enough to be worth caching for an hour.
  await attach(page, file("saga.md", "text/markdown", Buffer.from("The harbour saga goes on. ".repeat(4_600))));
  await expect(page.getByRole("button", { name: "Open saga.md", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Use the one-hour cache", exact: true }).click();
  await expect(page.getByRole("button", { name: "Use the one-hour cache", exact: true })).toHaveCount(0);

  await chat.ask("What is this?");
  await expect(chat.lastAssistant).toContainText(/Cache write\s*\d{2},\d{3}/);
  await expect(chat.lastAssistant).not.toContainText("Cache read");
  await chat.ask("Who wrote it?");
  const [first, second] = await upstreamBodies("/v1/messages");
  expect(first.cache_control).toEqual({ type: "ephemeral", ttl: "1h" });
  // The document went up the same way both times, so the second prompt begins with the first.
  expect((second.messages as unknown[])[0]).toEqual((first.messages as unknown[])[0]);
  await expect(chat.lastAssistant).toContainText("A harbour master wrote it.");
  // What the cache saved: the document's ~30,000 tokens were read from it, not sent at full price.
  await expect(chat.lastAssistant).toContainText(/Cache read\s*\d{2},\d{3}/);
});

test("an encrypted PDF asks for its password, says when it is wrong, and opens with the right one", async ({ chat, page }) => {
  await chat.goto();
  await attach(page, file("locked.pdf", "application/pdf", readFileSync(path.join(DATA, "encrypted.pdf"))));
  const password = page.getByRole("textbox", { name: "Password for locked.pdf", exact: true });
  await expect(page.getByText("locked.pdf is protected by a password.")).toBeVisible();
  await password.fill("wrong");
  await page.getByRole("button", { name: "Open with password", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That password does not open locked.pdf." })).toBeVisible();
  await password.fill("moonlit");
  await page.getByRole("button", { name: "Open with password", exact: true }).click();
  await expect(page.getByRole("button", { name: "Open locked.pdf", exact: true })).toBeVisible();
  await expect(password).toHaveCount(0);
});

test("a scan is offered as page images on K3.1, and they go up as images", async ({ chat, page }) => {
  await upstream.enqueue(anthropicText("I see a scanned page."));
  await chat.goto();
  await attach(page, file("scan.pdf", "application/pdf", readFileSync(path.join(DATA, "scan.pdf"))));
  await expect(page.getByText("scan.pdf is a scan: its page has no text to read.")).toBeVisible();
  await page.getByRole("button", { name: "Send the page as an image", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Remove scan p1\./ })).toBeVisible();
  await chat.ask("What does it say?");
  const content = firstUserContent((await upstreamBodies("/v1/messages"))[0]) as Part[];
  expect(content.map((part) => part.type)).toEqual(["image", "text"]);
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`in ${scheme}`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 860 } });

    test(`screenshots of documents in the composer and the Open dialog (${scheme})`, async ({ chat, page }) => {
      await chat.goto();
      await attach(page, pdf(), file("letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", readFileSync(path.join(DATA, "letter.docx"))));
      await expect(page.getByRole("button", { name: "Open letter.docx", exact: true })).toBeVisible();
      await chat.composer.fill("What do these two say about the harbour?");
      await page.screenshot({ path: `/tmp/moonlit-documents-composer-${scheme}.png` });
      await page.getByRole("button", { name: "Open harbour-report.pdf", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "harbour-report.pdf", exact: true })).toContainText("The third and last page.");
      await page.screenshot({ path: `/tmp/moonlit-documents-dialog-${scheme}.png` });
    });
  });
}
