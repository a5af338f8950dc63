// Model settings and their effect on the wire, and the Chinese UI.
import { P01, P02 } from "../support/chat-fixtures";
import { ChatPage, ZH_CN } from "../support/chat-page";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

test("kimi-k3 has no Reasoning effort and only the Anthropic API format; its request carries no effort", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.openSettings();
  await expect(chat.modelSelect).toHaveValue("kimi-k3.1-pro");
  await expect(chat.effortSelect).toBeVisible();
  await expect(chat.protocolSelect.getByRole("option")).toHaveText(["Anthropic (Messages)", "OpenAI (Chat Completions)"]);

  await chat.modelSelect.selectOption({ label: "Kimi K3" });
  await expect(chat.modelSelect).toHaveValue("kimi-k3");
  await expect(chat.effortSelect).toHaveCount(0);
  await expect(chat.protocolSelect.getByRole("option")).toHaveText(["Anthropic (Messages)"]);
  await expect(chat.protocolSelect).toHaveValue("anthropic");
  await chat.closeSettings();

  await chat.ask("Tell me about the lantern festival");
  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(1);
  expect(bodies[0].model).toBe("kimi-k3");
  expect(bodies[0]).not.toHaveProperty("output_config");
  expect(JSON.stringify(bodies[0])).not.toContain("effort");
});

test("switching a conversation to the OpenAI format sends the next turn to chat completions with reasoning_effort", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } }, { reply: { kind: "fixture", name: "p07_openai_reasoning_content" } });
  await chat.goto();
  await chat.ask("How many gears does the Orrin clock have?");

  await chat.openSettings();
  await expect(chat.modelSelect).toHaveValue("kimi-k3.1-pro");
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });
  await expect(chat.protocolSelect).toHaveValue("openai");
  await chat.effortSelect.selectOption({ label: "Max" });
  await expect(chat.effortSelect).toHaveValue("max");
  await chat.closeSettings();

  await chat.ask("What is the weather on Pelion tomorrow?");
  await expect(chat.lastAssistant).toContainText("Tomorrow on Pelion: morning ice fog lifting by midday");

  const requests = await upstream.requests();
  expect(requests.map((request) => request.path)).toEqual(["/v1/messages", "/v1/chat/completions"]);
  const [openai] = await upstreamBodies("/v1/chat/completions");
  expect(openai.model).toBe("kimi-k3.1-pro");
  expect(openai.reasoning_effort).toBe("max");
  expect(openai.stream).toBe(true);
  const messages = openai.messages as Array<{ role: string; content: unknown }>;
  expect(messages[0]).toEqual({ role: "user", content: "How many gears does the Orrin clock have?" });
  expect(messages[1].role).toBe("assistant");
  expect(messages.at(-1)).toEqual({ role: "user", content: "What is the weather on Pelion tomorrow?" });
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("a zh-CN browser gets the Chinese UI", async ({ page }) => {
    await upstream.reset();
    await upstream.enqueue({ reply: { kind: "fixture", name: P02 } });
    const chat = new ChatPage(page, ZH_CN);
    await chat.goto();
    await expect(chat.composer).toHaveAttribute("placeholder", "给 Kimi 发消息…");
    await expect(chat.sendButton).toBeDisabled();
    await expect(chat.newChatButton).toBeVisible();
    await expect(chat.conversations).toBeVisible();

    await chat.ask("奥林钟有多少个齿轮？");
    await expect(chat.lastUser).toContainText("奥林钟有多少个齿轮？");
    await expect(chat.thinkingButton()).toHaveAccessibleName(/^思考/);
    await expect(chat.conversationLink("奥林钟有多少个齿轮？")).toBeVisible();

    await chat.openSettings();
    await expect(chat.combobox("模型")).toHaveValue("kimi-k3.1-pro");
    await expect(chat.combobox("API 格式")).toBeVisible();
    await expect(chat.combobox("思考强度")).toBeVisible();
  });
});

test("switching the language in settings turns the UI to Chinese at once, and back", async ({ chat, page }) => {
  await chat.goto();
  await chat.openSettings();
  await chat.combobox("Language").selectOption({ label: "简体中文" });
  const zh = new ChatPage(page, ZH_CN);
  await expect(zh.settingsDialog).toBeVisible();
  await zh.combobox("语言").selectOption({ label: "English" });
  await expect(chat.settingsDialog).toBeVisible();
  await chat.combobox("Language").selectOption({ label: "简体中文" });
  await expect(zh.settingsDialog).toBeVisible();
  await zh.closeSettings();
  await expect(zh.composer).toBeVisible();
  await expect(zh.sendButton).toBeVisible();
  await expect(zh.newChatButton).toBeVisible();
  await expect(chat.composer).toHaveCount(0);
  // The choice is remembered.
  await page.reload();
  await expect(zh.composer).toBeEditable();
  await expect(zh.sendButton).toBeVisible();
});

test("Settings has sections a person jumps between instead of scrolling the whole sheet", async ({ chat, page }) => {
  await chat.goto();
  const dialog = await chat.openSettings();
  const sections = dialog.getByRole("navigation", { name: "Settings sections" });
  await expect(sections.getByRole("button")).toHaveText(["Model", "Tools", "Output", "Advanced", "Appearance", "Data"]);
  await sections.getByRole("button", { name: "Advanced" }).click();
  await expect(chat.settingsDialog.getByRole("textbox", { name: "System prompt" })).toBeInViewport();
  await expect(chat.settingsDialog.getByRole("region", { name: "Advanced" })).toBeFocused();
  // Only the sheet's contents scroll: its title and Close stay in view.
  await expect(chat.settingsDialog.getByRole("button", { name: "Close settings" })).toBeInViewport();
  await sections.getByRole("button", { name: "Output" }).click();
  await expect(chat.combobox("Output format")).toBeInViewport();
  await sections.getByRole("button", { name: "Model" }).click();
  await expect(chat.modelSelect).toBeInViewport();
  await page.screenshot({ path: "test-results/screenshots/settings-sections.png" });
});
