// A page object for the chat, built only on DESIGN.md's accessible names (roles and names a screen
// reader announces), so a spec reads like what a person does.
import { expect, type Locator, type Page } from "@playwright/test";

export interface ChatStrings {
  message: string;
  send: string;
  stop: string;
  newChat: string;
  userMessage: string;
  assistantMessage: string;
  conversations: string;
  settings: string;
}

export const EN: ChatStrings = {
  message: "Message",
  send: "Send",
  stop: "Stop",
  newChat: "New chat",
  userMessage: "User message",
  assistantMessage: "Assistant message",
  conversations: "Conversations",
  settings: "Settings",
};

export const ZH_CN: ChatStrings = {
  message: "消息",
  send: "发送",
  stop: "停止",
  newChat: "新对话",
  userMessage: "用户消息",
  assistantMessage: "助手消息",
  conversations: "对话",
  settings: "设置",
};

export class ChatPage {
  constructor(
    readonly page: Page,
    readonly s: ChatStrings = EN,
  ) {}

  // ---- the composer ----
  get composer(): Locator {
    return this.page.getByRole("textbox", { name: this.s.message, exact: true });
  }
  get sendButton(): Locator {
    return this.page.getByRole("button", { name: this.s.send, exact: true });
  }
  get stopButton(): Locator {
    return this.page.getByRole("button", { name: this.s.stop, exact: true });
  }
  get newChatButton(): Locator {
    return this.page.getByRole("button", { name: this.s.newChat, exact: true });
  }

  // ---- the thread ----
  get userMessages(): Locator {
    return this.page.getByRole("article", { name: this.s.userMessage, exact: true });
  }
  get assistantMessages(): Locator {
    return this.page.getByRole("article", { name: this.s.assistantMessage, exact: true });
  }
  get lastAssistant(): Locator {
    return this.assistantMessages.last();
  }
  get lastUser(): Locator {
    return this.userMessages.last();
  }

  // ---- the sidebar ----
  get conversations(): Locator {
    return this.page.getByRole("navigation", { name: this.s.conversations, exact: true });
  }
  conversationLink(title: string | RegExp): Locator {
    return this.conversations.getByRole("link", { name: title, exact: typeof title === "string" });
  }
  get search(): Locator {
    return this.page.getByRole("searchbox", { name: "Search conversations" });
  }

  /** Opens a new chat and waits until the composer takes input. */
  async goto(path = "/"): Promise<void> {
    await this.page.goto(path);
    await expect(this.composer).toBeEditable();
  }

  /** Types into the message box and presses Enter, as a person does. */
  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press("Enter");
  }

  /** Waits until no reply streams: Stop is gone and the newest reply is no longer busy. */
  async waitForReplyDone(): Promise<void> {
    await expect(this.stopButton).toBeHidden({ timeout: 20_000 });
    await expect(this.lastAssistant).toHaveAttribute("aria-busy", "false");
  }

  /** Sends a prompt and waits for the reply to finish. */
  async ask(text: string): Promise<void> {
    const before = await this.assistantMessages.count();
    await this.send(text);
    await expect(this.assistantMessages).toHaveCount(before + 1);
    await this.waitForReplyDone();
  }

  /** The action buttons under a message show on hover; a person hovers, then clicks. */
  async messageAction(message: Locator, name: string): Promise<Locator> {
    await message.hover();
    return message.getByRole("button", { name, exact: true });
  }

  /** The "1 / 2" branch position shown under a message. */
  branchPosition(message: Locator, index: number, count: number): Locator {
    return message.getByText(`${index} / ${count}`, { exact: true });
  }

  thinkingButton(scope: Locator = this.lastAssistant): Locator {
    return scope.getByRole("button", { name: /^(Thinking|思考)/ });
  }

  // ---- settings ----
  get settingsDialog(): Locator {
    return this.page.getByRole("dialog", { name: this.s.settings, exact: true });
  }
  async openSettings(): Promise<Locator> {
    await this.page.getByRole("button", { name: this.s.settings, exact: true }).click();
    await expect(this.settingsDialog).toBeVisible();
    return this.settingsDialog;
  }
  async closeSettings(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await expect(this.settingsDialog).toBeHidden();
  }
  combobox(name: string): Locator {
    return this.settingsDialog.getByRole("combobox", { name, exact: true });
  }
  get modelSelect(): Locator {
    return this.combobox("Model");
  }
  get protocolSelect(): Locator {
    return this.combobox("API format");
  }
  get effortSelect(): Locator {
    return this.combobox("Reasoning effort");
  }

  /** The id in /c/ID once the first message has been sent. */
  async conversationId(): Promise<string> {
    await expect(this.page).toHaveURL(/\/c\/[^/]+$/);
    return decodeURIComponent(new URL(this.page.url()).pathname.split("/")[2]);
  }
}
