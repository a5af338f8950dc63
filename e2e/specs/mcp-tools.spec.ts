// MCP tools end to end: a person adds the test MCP server in Settings › Tools, turns tools on, and
// the model's calls ask first (Allow, Deny, Always allow this tool), run through Moonlit's relay on
// the real server, and go back in each format's own shape. Also: a hanging server ends in an error
// result, Stop cancels a slow call on the server, and an OAuth server is signed in to.
import type { Page } from "@playwright/test";
import { anthropicStream, openAIStream, type ScriptedBlock } from "@/lib/protocol/test-support/scripted-streams";
import type { ChatPage } from "../support/chat-page";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";
import { addMcpServer, mcpTestServer, OAUTH_SERVER_URL, serverGroup, TEST_SERVER_URL, withTestServerTools } from "../support/mcp-settings";
import { DEMO_ACCESS_CODES, demoUrl } from "../support/ports";

const sse = (...blocks: ScriptedBlock[]) => ({ reply: { kind: "sse" as const, body: anthropicStream(blocks) } });
const call = (id: string, name: string, input: Record<string, unknown>): ScriptedBlock => ({ type: "tool_use", id, name, input });
const text = (value: string): ScriptedBlock => ({ type: "text", text: value });

const card = (chat: ChatPage, name: string) => chat.lastAssistant.getByRole("group", { name: `Tool call: ${name}`, exact: true });
const button = (page: Page | ReturnType<typeof card>, name: string) => page.getByRole("button", { name, exact: true });

type Block = { type: string; tool_use_id?: string; content?: unknown; is_error?: boolean };
const lastContent = (body: Record<string, unknown>) => (body.messages as Array<{ content: Block[] }>).at(-1)!.content;

test.beforeEach(async () => {
  await mcpTestServer.reset();
});

test("a call asks first; allowed, it runs on the server and the next request carries its result", async ({ chat }) => {
  await upstream.enqueue(sse(text("Let me echo that."), call("toolu_echo_1", "echo", { text: "moonlight" })), sse(text("The server said moonlight.")));
  await chat.goto();
  await withTestServerTools(chat, ["echo"]);
  await chat.ask("Echo moonlight");

  const echo = card(chat, "echo");
  await expect(echo).toContainText("Run this tool on Test tools?");
  await expect(echo).toContainText("Waiting for you");
  expect((await mcpTestServer.state()).calls).toEqual([]);

  await button(echo, "Allow").click();
  await expect(chat.lastAssistant).toContainText("The server said moonlight.");
  await expect(echo).toContainText("moonlight");
  await expect(button(echo, "Allow")).toHaveCount(0);
  expect((await mcpTestServer.state()).calls).toEqual(["echo"]);

  const [first, second] = await upstreamBodies("/v1/messages");
  expect(first.tools).toEqual([expect.objectContaining({ name: "echo", description: "Echoes the text it is given.", input_schema: expect.objectContaining({ required: ["text"] }) })]);
  expect(lastContent(second)).toEqual([{ type: "tool_result", tool_use_id: "toolu_echo_1", content: "moonlight" }]);
});

test("in the OpenAI format the result goes back as a tool message; Always allow runs the next call without asking", async ({ chat }) => {
  const turn = (calls: Array<{ id: string; name: string; arguments: string }>) => ({ reply: { kind: "sse" as const, body: openAIStream({ content: "Adding.", calls }) } });
  const done = (content: string) => ({ reply: { kind: "sse" as const, body: openAIStream({ content }) } });
  await upstream.enqueue(turn([{ id: "functions.add:0", name: "add", arguments: '{"a":2,"b":3}' }]), done("It is 5."));
  await upstream.enqueue(turn([{ id: "functions.add:1", name: "add", arguments: '{"a":4,"b":4}' }]), done("It is 8."));
  await chat.goto();
  const dialog = await chat.openSettings();
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });
  await expect(dialog).toBeVisible();
  await chat.closeSettings();
  await withTestServerTools(chat, ["add"]);

  await chat.ask("What is 2 + 3?");
  const add = card(chat, "add");
  await add.getByRole("checkbox", { name: "Always allow this tool", exact: true }).check();
  await button(add, "Allow").click();
  await expect(chat.lastAssistant).toContainText("It is 5.");
  const bodies = await upstreamBodies("/v1/chat/completions");
  expect((bodies[1].messages as Array<Record<string, unknown>>).at(-1)).toEqual({ role: "tool", tool_call_id: "functions.add:0", content: "5" });

  await chat.ask("And 4 + 4?");
  await expect(chat.lastAssistant).toContainText("It is 8.");
  await expect(button(chat.lastAssistant, "Allow")).toHaveCount(0);
  expect((await mcpTestServer.state()).calls).toEqual(["add", "add"]);
  expect(((await upstreamBodies("/v1/chat/completions"))[3].messages as Array<Record<string, unknown>>).at(-1)).toMatchObject({ tool_call_id: "functions.add:1", content: "8" });

  // Settings can take the permission back: the next call asks again.
  await upstream.enqueue(turn([{ id: "functions.add:2", name: "add", arguments: '{"a":1,"b":1}' }]));
  await chat.openSettings();
  const group = serverGroup(chat, "Test tools");
  await expect(group).toContainText("Always allowed");
  await button(group, "Ask before each call of add").click();
  await expect(group).not.toContainText("Always allowed");
  await chat.closeSettings();
  await chat.ask("And 1 + 1?");
  await expect(button(card(chat, "add"), "Allow")).toBeVisible();
});

test("a denied call never reaches the server, and the model hears it was refused", async ({ chat }) => {
  await upstream.enqueue(sse(call("toolu_echo_2", "echo", { text: "secret" })), sse(text("Understood, I will not.")));
  await chat.goto();
  await withTestServerTools(chat, ["echo"]);
  await chat.ask("Echo secret");
  await button(card(chat, "echo"), "Deny").click();
  await expect(chat.lastAssistant).toContainText("Understood, I will not.");
  await expect(card(chat, "echo")).toContainText("denied");
  expect((await mcpTestServer.state()).calls).toEqual([]);
  const [, second] = await upstreamBodies("/v1/messages");
  expect(lastContent(second)).toEqual([
    { type: "tool_result", tool_use_id: "toolu_echo_2", content: "The person denied this tool call; it did not run.", is_error: true },
  ]);
});

test("a server that never answers ends in an error result once the call's timeout passes", async ({ chat }) => {
  await upstream.enqueue(sse(call("toolu_hang", "hang", {})), sse(text("The tool timed out.")));
  await chat.goto();
  await withTestServerTools(chat, ["hang"], { timeoutSeconds: 2 });
  await chat.ask("Wait forever");
  await button(card(chat, "hang"), "Allow").click();
  await expect(chat.lastAssistant).toContainText("The tool timed out.", { timeout: 20_000 });
  await expect(card(chat, "hang")).toContainText("did not answer within 2 seconds");
  const [, second] = await upstreamBodies("/v1/messages");
  expect(lastContent(second)).toEqual([expect.objectContaining({ tool_use_id: "toolu_hang", is_error: true, content: expect.stringContaining("did not answer within 2 seconds") })]);
});

test("Stop cancels a slow call on the server while it reports progress", async ({ chat }) => {
  await upstream.enqueue(sse(call("toolu_slow", "slow", { steps: 100, stepMs: 200 })));
  await chat.goto();
  await withTestServerTools(chat, ["slow"]);
  await chat.ask("Take your time");
  await button(card(chat, "slow"), "Allow").click();
  await expect(card(chat, "slow")).toContainText(/Step \d+ of 100/);
  await expect(card(chat, "slow").getByRole("progressbar")).toBeVisible();
  await chat.stopButton.click();
  await expect.poll(async () => (await mcpTestServer.state()).cancelled, { timeout: 10_000 }).toEqual(["slow"]);
  await expect(chat.stopButton).toBeHidden();
  expect(await upstreamBodies("/v1/messages")).toHaveLength(1);
});

test("a server that needs OAuth is signed in to, and its tool then runs", async ({ chat, page }) => {
  await upstream.enqueue(sse(call("toolu_who", "whoami", {})), sse(text("You are signed in.")));
  await chat.goto();
  await chat.openSettings();
  const group = await addMcpServer(chat, "Private tools", OAUTH_SERVER_URL);
  await expect(group.getByRole("status")).toHaveText("Needs sign-in");
  await button(group, "Sign in").click();
  // The authorization server approves at once and sends the browser back through /mcp/callback.
  await page.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
  await expect(chat.composer).toBeEditable();
  await chat.openSettings();
  const signedIn = serverGroup(chat, "Private tools");
  await expect(signedIn.getByRole("status")).toHaveText("Connected · 10 tools");
  await signedIn.getByRole("checkbox", { name: "whoami", exact: true }).check();
  await chat.closeSettings();

  await chat.ask("Who am I?");
  await button(card(chat, "whoami"), "Allow").click();
  await expect(chat.lastAssistant).toContainText("You are signed in.");
  await expect(card(chat, "whoami")).toContainText("Signed in as client");
});

test("a tool error, garbage and a result too large each reach the model as an error that says so", async ({ chat }) => {
  await upstream.enqueue(
    sse(call("toolu_fail", "fail", {}), call("toolu_garbage", "garbage", { form: "json" }), call("toolu_huge", "huge", {})),
    sse(text("Three things went wrong.")),
  );
  await chat.goto();
  await withTestServerTools(chat, ["fail", "garbage", "huge"]);
  await chat.ask("Try the broken ones");
  for (const name of ["fail", "garbage", "huge"]) await button(card(chat, name), "Allow").click();
  await expect(chat.lastAssistant).toContainText("Three things went wrong.", { timeout: 20_000 });
  const [, second] = await upstreamBodies("/v1/messages");
  const results = lastContent(second);
  expect(results.map((result) => [result.tool_use_id, result.is_error])).toEqual([
    ["toolu_fail", true],
    ["toolu_garbage", true],
    ["toolu_huge", true],
  ]);
  await expect(card(chat, "garbage")).toContainText("not JSON-RPC");
  await expect(card(chat, "huge")).toContainText("larger than");
  expect(JSON.stringify(results[1])).toContain("not JSON-RPC");
  expect(JSON.stringify(results[2])).toContain("larger than");
  expect(JSON.stringify(results[2]).length).toBeLessThan(10_000);
});

test("an image and structured content come back as the card shows them and the model reads them", async ({ chat }) => {
  await upstream.enqueue(sse(call("toolu_img", "image", {}), call("toolu_data", "structured", {})), sse(text("A picture and a record.")));
  await chat.goto();
  await withTestServerTools(chat, ["image", "structured"]);
  await chat.ask("Draw and describe");
  await button(card(chat, "image"), "Allow").click();
  await button(card(chat, "structured"), "Allow").click();
  await expect(chat.lastAssistant).toContainText("A picture and a record.");
  await expect(card(chat, "image").getByRole("img")).toHaveCount(1);
  const [, second] = await upstreamBodies("/v1/messages");
  const [image, data] = lastContent(second);
  expect(image).toMatchObject({ tool_use_id: "toolu_img", content: expect.arrayContaining([expect.objectContaining({ type: "image", source: expect.objectContaining({ media_type: "image/png" }) })]) });
  expect(data).toMatchObject({ tool_use_id: "toolu_data" });
});

test("in demo mode the operator's server is offered, and the simulator calls its tool", async ({ page }) => {
  await page.goto(`${demoUrl}/unlock`);
  await page.getByRole("textbox", { name: "Access code" }).fill(DEMO_ACCESS_CODES[0]);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page).toHaveURL(`${demoUrl}/`);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Settings", exact: true });
  const group = dialog.getByRole("group", { name: "Test tools", exact: true });
  await expect(group).toContainText("Set up for everyone on this deployment");
  await expect(group.getByRole("status")).toHaveText("Connected · 9 tools", { timeout: 20_000 });
  await expect(group.getByRole("button", { name: "Remove", exact: true })).toHaveCount(0);
  // A server a person types on a private address is refused here, saying how the operator allows it.
  await dialog.getByRole("button", { name: "Add MCP server", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Server name", exact: true }).fill("Loopback");
  await dialog.getByRole("textbox", { name: "Server URL", exact: true }).fill(`${TEST_SERVER_URL}`);
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(dialog.getByRole("group", { name: "Loopback", exact: true }).getByRole("status")).toContainText("MCP_ALLOW_PRIVATE_NETWORKS=true", { timeout: 20_000 });
  await group.getByRole("checkbox", { name: "echo", exact: true }).check();
  await page.keyboard.press("Escape");

  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Echo something for me");
  await page.keyboard.press("Enter");
  const reply = page.getByRole("article", { name: "Assistant message", exact: true }).last();
  const echo = reply.getByRole("group", { name: "Tool call: echo", exact: true });
  await button(echo, "Allow").click();
  await expect(echo).toContainText("Result");
  await expect(reply).toContainText("echo");
  expect((await mcpTestServer.state()).calls).toEqual(["echo"]);
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`in ${scheme}`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 860 } });

    test(`screenshots of the MCP settings and a call waiting for approval (${scheme})`, async ({ chat, page }) => {
      await upstream.enqueue(sse(text("I will look that up."), call("toolu_shot", "add", { a: 19, b: 23 })));
      await chat.goto();
      await chat.openSettings();
      const group = await addMcpServer(chat, "Test tools", TEST_SERVER_URL);
      await expect(group.getByRole("status")).toHaveText("Connected · 9 tools");
      await group.getByRole("checkbox", { name: "add", exact: true }).check();
      await addMcpServer(chat, "Private tools", OAUTH_SERVER_URL);
      await chat.settingsDialog.getByRole("heading", { name: "MCP servers", exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/moonlit-mcp-settings-${scheme}.png` });
      await chat.closeSettings();
      await chat.ask("What is 19 + 23?");
      await expect(button(card(chat, "add"), "Allow")).toBeVisible();
      await page.screenshot({ path: `/tmp/moonlit-mcp-approval-${scheme}.png` });
    });
  });
}
