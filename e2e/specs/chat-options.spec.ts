// Options belong to the chat they were set in. An option tried on a new chat goes with it and is
// gone at the next New chat; the Chat options toolbar at the message box names what is on and turns
// it off and on in one click; Save as defaults is the one way to change what new chats start with.
import path from "node:path";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";

/** The names (or, for server tools, the types) of the tools a request offers. */
const toolNames = (body: Record<string, unknown>) => ((body.tools ?? []) as { name?: string; type?: string }[]).map((tool) => tool.name ?? tool.type ?? "");
const shot = (page: import("@playwright/test").Page, name: string) => page.screenshot({ path: path.join("test-results", "screenshots", `chat-options-${name}.png`) });

test("an output format tried on a new chat stays with that chat, and the toolbar says it is on", async ({ chat, page }) => {
  await upstream.enqueue({ path: "/v1/chat/completions", reply: { kind: "simulate" } });
  await chat.goto();
  const options = page.getByRole("toolbar", { name: "Chat options" });
  await chat.openSettings();
  await expect(chat.settingsDialog).toContainText("Changes apply to this new chat.");
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });
  await chat.combobox("Output format").selectOption({ label: "JSON object" });
  await chat.closeSettings();
  const jsonObject = options.getByRole("button", { name: "Output format: JSON object" });
  await expect(jsonObject).toHaveAttribute("aria-pressed", "true");
  await shot(page, "json-object-on");

  await chat.ask("Describe a lighthouse as a JSON object.");
  const [body] = await upstreamBodies("/v1/chat/completions");
  expect(body.response_format).toEqual({ type: "json_object" });
  await expect(jsonObject).toHaveAttribute("aria-pressed", "true");

  // A new chat starts from the defaults: nothing of the last one's trial.
  await chat.newChatButton.first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(options.getByRole("button", { name: /Output format/ })).toHaveCount(0);
  await chat.openSettings();
  await expect(chat.protocolSelect).toHaveValue("anthropic");
  await expect(chat.combobox("Output format")).toHaveValue("text");
  await chat.closeSettings();

  // The first conversation kept its own.
  await chat.conversationLink("Describe a lighthouse as a JSON object.").click();
  await expect(jsonObject).toHaveAttribute("aria-pressed", "true");
  await chat.openSettings();
  await expect(chat.settingsDialog).toContainText("Changes apply to this conversation.");
  await expect(chat.combobox("Output format")).toHaveValue("json_object");
});

test("the toolbar turns web search and a tool off and back on in one click each, for this chat only", async ({ chat, page }) => {
  await chat.goto();
  const options = page.getByRole("toolbar", { name: "Chat options" });
  const webSearch = options.getByRole("button", { name: "Web search", exact: true });
  await expect(webSearch).toHaveAttribute("aria-pressed", "false");
  await webSearch.click();
  await expect(webSearch).toHaveAttribute("aria-pressed", "true");
  await chat.openSettings();
  await chat.settingsDialog.getByRole("checkbox", { name: "Calculator", exact: true }).check();
  await chat.closeSettings();
  const calculator = options.getByRole("button", { name: "Calculator", exact: true });
  await expect(calculator).toHaveAttribute("aria-pressed", "true");

  // Off in one click, and it stays in its place to come back.
  await calculator.click();
  await expect(calculator).toHaveAttribute("aria-pressed", "false");
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("Searched, no calculator.") } });
  await chat.ask("What is new in astronomy this week?");
  let [body] = await upstreamBodies("/v1/messages");
  const names = toolNames(body);
  expect(names.some((name) => name.startsWith("web_search"))).toBe(true);
  expect(names).not.toContain("calculator");

  await calculator.click();
  await expect(calculator).toHaveAttribute("aria-pressed", "true");
  await webSearch.click();
  await expect(webSearch).toHaveAttribute("aria-pressed", "false");
  await shot(page, "toggled");
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("Calculated, no search.") } });
  await chat.ask("And now just compute 2+2");
  [body] = (await upstreamBodies("/v1/messages")).slice(-1);
  const next = toolNames(body);
  expect(next).toContain("calculator");
  expect(next.some((name) => name.startsWith("web_search"))).toBe(false);
});

test("Save as defaults makes this chat's settings the ones new chats start with", async ({ chat, page }) => {
  await chat.goto();
  const options = page.getByRole("toolbar", { name: "Chat options" });
  await chat.openSettings();
  await chat.settingsDialog.getByRole("checkbox", { name: "Date and time", exact: true }).check();
  await chat.closeSettings();
  await chat.newChatButton.first().click();
  await expect(options.getByRole("button", { name: "Date and time" })).toHaveCount(0);

  await chat.openSettings();
  await chat.settingsDialog.getByRole("checkbox", { name: "Date and time", exact: true }).check();
  await chat.settingsDialog.getByRole("button", { name: "Save as defaults" }).click();
  await expect(chat.settingsDialog.getByRole("status")).toHaveText("New chats now start with these settings.");
  await chat.closeSettings();
  await chat.newChatButton.first().click();
  await expect(options.getByRole("button", { name: "Date and time" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(options.getByRole("button", { name: "Date and time" })).toHaveAttribute("aria-pressed", "true");
});
