// Answering the calls of the person's own tools: each waiting card takes a Tool result (and Mark as
// error), one Send results answers every waiting call of the turn, and the request that follows is
// the fixture's follow_up_request exactly. Conversations come in through Import, so their settings
// produce the fixture's request byte for byte without going through the settings UI.
import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { defaultSettings } from "@/lib/db/default-settings";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import { P01, P03, expectedText } from "../support/chat-fixtures";
import type { ChatPage } from "../support/chat-page";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

const P07 = "p07_openai_reasoning_content";
const P08 = "p08_openai_parallel_tool_calls";

type Meta = { request: Record<string, unknown> & { messages: Array<{ content: unknown }> }; follow_up_request: { messages: Array<Record<string, unknown>> } };
const meta = (name: string) => loadFixture(name).meta as Meta;

/** The fields of a fixture request that the settings decide, in either wire format. */
interface FixtureRequest {
  model: ConversationSettings["model"];
  max_tokens?: number;
  max_completion_tokens?: number;
  reasoning_effort?: ConversationSettings["effort"];
  output_config?: { effort: ConversationSettings["effort"] };
  tools: Array<{ name: string; description: string; input_schema: Record<string, unknown> } | { function: ToolFunction }>;
}
type ToolFunction = { name: string; description: string; parameters: Record<string, unknown> };

/** The settings that make Moonlit send `name`'s request: its model, effort, output cap and tools. */
function settingsOf(name: string): ConversationSettings {
  const request = meta(name).request as unknown as FixtureRequest;
  const openai = request.max_completion_tokens !== undefined;
  const tools: ToolDefinition[] = request.tools.map((tool) =>
    "function" in tool
      ? { name: tool.function.name, description: tool.function.description, inputSchema: tool.function.parameters }
      : { name: tool.name, description: tool.description, inputSchema: tool.input_schema },
  );
  return defaultSettings({
    model: request.model,
    protocol: openai ? "openai" : "anthropic",
    effort: (openai ? request.reasoning_effort : request.output_config?.effort) ?? "high",
    maxTokens: (openai ? request.max_completion_tokens : request.max_tokens) ?? 4096,
    tools,
  });
}

/** Imports an empty conversation with `name`'s settings, opens it and sends the fixture's prompt. */
async function askLikeFixture(chat: ChatPage, name: string, file: string): Promise<void> {
  const title = `Fixture ${name}`;
  const now = Date.now();
  const conversation = { id: `conv-${name}`, title, createdAt: now, updatedAt: now, pinned: false, settings: settingsOf(name), activeLeafId: null, preview: "" };
  const doc = { format: "moonlit-export", version: 1, exportedAt: new Date(now).toISOString(), conversations: [conversation], messages: [], attachments: [] };
  await writeFile(file, JSON.stringify(doc));
  await chat.goto();
  await chat.openSettings();
  await chat.settingsDialog.getByLabel("Import", { exact: true }).setInputFiles(file);
  await expect(chat.settingsDialog).toContainText("Imported 1 conversation.");
  await chat.closeSettings();
  await chat.conversationLink(title).click();
  await expect(chat.page).toHaveURL(new RegExp(`/c/${conversation.id}$`));
  await chat.send(String(meta(name).request.messages[0].content));
  await chat.waitForReplyDone();
}

const card = (chat: ChatPage, name: string) => chat.lastAssistant.getByRole("group", { name: `Tool call: ${name}`, exact: true });
const resultBox = (chat: ChatPage, name: string) => card(chat, name).getByRole("textbox", { name: "Tool result", exact: true });
const sendResults = (page: Page) => page.getByRole("button", { name: "Send results", exact: true });

test("p03: the call waits with a Tool result form; sending it makes the fixture's follow-up request", async ({ chat, page }, testInfo) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P03 }, chunking: "byte" }, { reply: { kind: "fixture", name: P01 } });
  await askLikeFixture(chat, P03, testInfo.outputPath("p03.json"));
  expect((await upstreamBodies("/v1/messages"))[0]).toEqual(meta(P03).request);

  const booking = card(chat, "book_greenhouse_slot");
  await expect(booking).toContainText("Waiting for you");
  await expect(booking).toHaveAttribute("aria-busy", "false");
  await expect(booking.getByRole("status")).toHaveCount(0);
  await expect(booking.getByRole("checkbox", { name: "Mark as error", exact: true })).not.toBeChecked();
  await expect(sendResults(page)).toHaveCount(1);

  const answer = (meta(P03).follow_up_request.messages[2].content as Array<{ content: string }>)[0].content;
  await resultBox(chat, "book_greenhouse_slot").fill(answer);
  await booking.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/moonlit-tool-answer-light.png" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: "/tmp/moonlit-tool-answer-dark.png" });
  await page.emulateMedia({ colorScheme: "light" });

  await sendResults(page).click();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await chat.waitForReplyDone();
  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toEqual(meta(P03).follow_up_request);
  // Answered: the card shows the result, and nothing waits any more.
  await expect(booking).toContainText("GH7-0418-A");
  await expect(resultBox(chat, "book_greenhouse_slot")).toHaveCount(0);
  await expect(sendResults(page)).toHaveCount(0);
});

test("p08: two parallel calls are answered together by one Send results", async ({ chat, page }, testInfo) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P08 } }, { reply: { kind: "fixture", name: P07 } });
  await askLikeFixture(chat, P08, testInfo.outputPath("p08.json"));
  expect((await upstreamBodies("/v1/chat/completions"))[0]).toEqual(meta(P08).request);

  const [, , tide, ferry] = meta(P08).follow_up_request.messages as Array<{ content: string }>;
  await resultBox(chat, "get_tide_table").fill(tide.content);
  // One left empty: nothing is sent, and the message names the call.
  await sendResults(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Write a result for get_ferry_schedule." })).toBeVisible();
  await expect(resultBox(chat, "get_ferry_schedule")).toBeFocused();
  expect(await upstreamBodies("/v1/chat/completions")).toHaveLength(1);

  await resultBox(chat, "get_ferry_schedule").fill(ferry.content);
  await sendResults(page).click();
  // The cards show the results at once, and on a busy machine the reply before reads as done until
  // the follow-up starts: wait for the follow-up's own reply, as the other tests here do.
  await expect(chat.lastAssistant).toContainText(loadFixture(P07).expected.message.content);
  await chat.waitForReplyDone();
  await expect(card(chat, "get_ferry_schedule")).toContainText("18:05");
  const bodies = await upstreamBodies("/v1/chat/completions");
  expect(bodies[1]).toEqual(meta(P08).follow_up_request);
});

test("a waiting call survives a reload and can still be answered, here as an error", async ({ chat, page }, testInfo) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P03 } }, { reply: { kind: "fixture", name: P01 } });
  await askLikeFixture(chat, P03, testInfo.outputPath("p03-reload.json"));
  await page.reload();

  await resultBox(chat, "book_greenhouse_slot").fill("North Dome 7 is closed for repairs.");
  await card(chat, "book_greenhouse_slot").getByRole("checkbox", { name: "Mark as error", exact: true }).check();
  await sendResults(page).click();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await chat.waitForReplyDone();

  const [, followUp] = await upstreamBodies("/v1/messages");
  const expected = structuredClone(meta(P03).follow_up_request);
  expected.messages[2].content = [{ type: "tool_result", tool_use_id: "toolu_01Gh7North7Slot2031", content: "North Dome 7 is closed for repairs.", is_error: true }];
  expect(followUp).toEqual(expected);
  await expect(card(chat, "book_greenhouse_slot")).toContainText("Error");
});

test("a new prompt while a call waits answers it as not run, and the form goes away", async ({ chat, page }, testInfo) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P03 } }, { reply: { kind: "fixture", name: P01 } });
  await askLikeFixture(chat, P03, testInfo.outputPath("p03-moved-on.json"));
  await expect(resultBox(chat, "book_greenhouse_slot")).toBeVisible();

  await chat.ask("Never mind, tell me about the lantern festival.");
  const booking = chat.assistantMessages.first().getByRole("group", { name: "Tool call: book_greenhouse_slot", exact: true });
  await expect(booking).toContainText("Not run");
  await expect(booking).toContainText("No result was sent for this call.");
  await expect(booking.getByRole("textbox", { name: "Tool result" })).toHaveCount(0);
  await expect(sendResults(page)).toHaveCount(0);

  const [, next] = await upstreamBodies("/v1/messages");
  const turn = (next.messages as Array<{ role: string; content: Array<Record<string, unknown>> }>)[2];
  expect(turn.role).toBe("user");
  expect(turn.content[0]).toEqual({ type: "tool_result", tool_use_id: "toolu_01Gh7North7Slot2031", content: "The tool was not run.", is_error: true });
});
