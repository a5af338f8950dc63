// Settings › Tools › MCP servers as a person uses them: add a server, find its group, turn its tools on.
import type { Locator } from "@playwright/test";
import type { ChatPage } from "./chat-page";
import { expect } from "./chat-test";
import { mcpTestServerUrl } from "./ports";

export const TEST_SERVER_URL = `${mcpTestServerUrl}/mcp`;
export const OAUTH_SERVER_URL = `${mcpTestServerUrl}/oauth/mcp`;

/** The server's group in the open settings. */
export const serverGroup = (chat: ChatPage, name: string): Locator => chat.settingsDialog.getByRole("group", { name, exact: true });

/** Adds a server through the form (settings open) and waits for the outcome to show. */
export async function addMcpServer(chat: ChatPage, name: string, url: string, options: { timeoutSeconds?: number } = {}): Promise<Locator> {
  const dialog = chat.settingsDialog;
  await dialog.getByRole("button", { name: "Add MCP server", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Server name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Server URL", exact: true }).fill(url);
  if (options.timeoutSeconds !== undefined) await dialog.getByRole("spinbutton", { name: "Call timeout (seconds)", exact: true }).fill(String(options.timeoutSeconds));
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  const group = serverGroup(chat, name);
  await expect(group.getByRole("status")).not.toHaveText("Connecting…", { timeout: 20_000 });
  return group;
}

/** Opens settings, adds the test server and turns `tools` on for this conversation (or new chats). */
export async function withTestServerTools(chat: ChatPage, tools: string[], options: { timeoutSeconds?: number } = {}): Promise<void> {
  await chat.openSettings();
  const group = await addMcpServer(chat, "Test tools", TEST_SERVER_URL, options);
  await expect(group.getByRole("status")).toHaveText("Connected · 9 tools");
  for (const tool of tools) {
    const box = group.getByRole("checkbox", { name: tool, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }
  await chat.closeSettings();
}

export const mcpTestServer = {
  async state(): Promise<{ calls: string[]; cancelled: string[] }> {
    return (await fetch(`${mcpTestServerUrl}/__control/state`)).json();
  },
  async reset(): Promise<void> {
    await fetch(`${mcpTestServerUrl}/__control/reset`, { method: "POST" });
  },
};
