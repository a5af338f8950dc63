// The tool library end to end: tools defined in settings through the editor go out in each format's
// shape, equal to the fixtures' recorded requests (p03 over Anthropic, p08 over OpenAI); the editor
// lists ajv's schema errors with their paths and refuses a built-in's name; Tool choice offers only
// what the model's document lists.
import type { Locator } from "@playwright/test";
import { P03, fixtureRequest } from "../support/chat-fixtures";
import type { ChatPage } from "../support/chat-page";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

type AnthropicTool = { name: string; description: string; input_schema: Record<string, unknown> };
type OpenAITool = { type: "function"; function: { name: string; description: string; parameters: Record<string, unknown> } };

const P08 = "p08_openai_parallel_tool_calls";
const p03Tools = fixtureRequest(P03).tools as AnthropicTool[];
const p08Tools = fixtureRequest(P08).tools as OpenAITool[];

/** Fills the open tool editor and saves, as a person does. */
async function fillTool(dialog: Locator, tool: { name: string; description: string; schema: Record<string, unknown> }) {
  await dialog.getByRole("textbox", { name: "Tool name", exact: true }).fill(tool.name);
  await dialog.getByRole("textbox", { name: "Tool description", exact: true }).fill(tool.description);
  await dialog.getByRole("textbox", { name: "Input schema", exact: true }).fill(JSON.stringify(tool.schema, null, 2));
  await dialog.getByRole("button", { name: "Save tool", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Save tool" })).toHaveCount(0);
}

async function enable(dialog: Locator, name: string) {
  const box = dialog.getByRole("checkbox", { name, exact: true });
  await box.check();
  await expect(box).toBeChecked();
}

const choices = (chat: ChatPage) => chat.combobox("Tool choice").locator("option");

test("a tool defined in settings goes out over Anthropic exactly as p03's request has it", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P03 } });
  await chat.goto();
  const dialog = await chat.openSettings();
  await expect(dialog.getByRole("heading", { name: "Tools", exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Add tool", exact: true }).click();

  // A built-in's name is refused, and ajv's errors show with their paths in the schema.
  const name = dialog.getByRole("textbox", { name: "Tool name", exact: true });
  await name.fill("calculator");
  await expect(dialog.getByText("“calculator” is a built-in tool.")).toBeVisible();
  const schema = dialog.getByRole("textbox", { name: "Input schema", exact: true });
  await schema.fill('{"type":"object","properties":{"date":{"type":"strin"}},"required":"date"}');
  const errors = dialog.getByRole("list", { name: "Input schema errors", exact: true });
  await expect(errors.getByRole("listitem")).toHaveText([
    "/required must be array (#/definitions/stringArray/type)",
    "/properties/date/type must be equal to one of the allowed values (#/definitions/simpleTypes/enum)",
  ]);

  const [tool] = p03Tools;
  await name.fill(tool.name);
  await dialog.getByRole("textbox", { name: "Tool description", exact: true }).fill(tool.description);
  await schema.fill(JSON.stringify(tool.input_schema, null, 2));
  await expect(errors).toHaveCount(0);
  // p03's `notes` is a type union, which the fields cannot show: the raw JSON is the way to edit it.
  await expect(dialog.getByText("The fields can't show this schema")).toBeVisible();
  await page.screenshot({ path: "/tmp/moonlit-tool-editor-page.png" });
  await dialog.getByRole("button", { name: "Save tool", exact: true }).click();

  await enable(dialog, tool.name);
  // K3.1 over Anthropic (000): auto, any, none; no named tool.
  await expect(choices(chat)).toHaveText(["Auto", "Must call a tool", "No tools"]);
  await chat.closeSettings();

  await chat.ask("Book North Dome 7 for 18 April 2031 from 9am.");
  const [body] = await upstreamBodies("/v1/messages");
  expect(body.tools).toEqual(p03Tools);
  expect(body.tool_choice).toEqual({ type: "auto" });
});

test("tools defined in settings go out over OpenAI exactly as p08's request has them, and a named choice is sent", async ({ chat }) => {
  await upstream.enqueue(
    { path: "/v1/chat/completions", reply: { kind: "fixture", name: P08 } },
    { path: "/v1/chat/completions", reply: { kind: "simulate" } },
  );
  await chat.goto();
  const dialog = await chat.openSettings();
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });

  const [tides, ferry] = p08Tools.map((tool) => tool.function);
  await dialog.getByRole("button", { name: "Add tool", exact: true }).click();
  await fillTool(dialog, { name: tides.name, description: tides.description, schema: tides.parameters });
  // The second starts as a copy of the first, then is edited.
  await dialog.getByRole("button", { name: `Duplicate ${tides.name}`, exact: true }).click();
  await dialog.getByRole("button", { name: `Edit ${tides.name}_copy`, exact: true }).click();
  // The form view shows the copied schema's fields beside the raw JSON.
  await expect(dialog.getByRole("group", { name: "Field harbor", exact: true })).toBeVisible();
  const editor = dialog.locator("form").filter({ has: chat.page.getByRole("button", { name: "Save tool" }) });
  // Tall enough for the whole form to fit in the sheet.
  await chat.page.setViewportSize({ width: 1280, height: 1500 });
  await editor.scrollIntoViewIfNeeded();
  await editor.screenshot({ path: "/tmp/moonlit-tool-editor.png" });
  await chat.page.setViewportSize({ width: 1280, height: 720 });
  await fillTool(dialog, { name: ferry.name, description: ferry.description, schema: ferry.parameters });

  await enable(dialog, tides.name);
  await enable(dialog, ferry.name);
  // K3.1 over OpenAI (003): auto, required, none, or a named function (in the order they are offered).
  await expect(choices(chat)).toHaveText(["Auto", "Must call a tool", "No tools", `Must call ${tides.name}`, `Must call ${ferry.name}`]);
  // Settings belong to this chat; the next new chat starts with them only once they are the defaults.
  await dialog.getByRole("button", { name: "Save as defaults", exact: true }).click();
  await chat.closeSettings();

  await chat.ask("Check the tides at Vell Harbor and the ferry times.");
  const [first] = await upstreamBodies("/v1/chat/completions");
  // The library lists by name, so the checked order is kept: tides, then ferry, as in p08.
  expect(first.tools).toEqual(p08Tools);
  expect(first.tool_choice).toBe("auto");

  // Strict and a named choice, in a new chat.
  await chat.newChatButton.click();
  const again = await chat.openSettings();
  await again.getByRole("button", { name: `Edit ${ferry.name}`, exact: true }).click();
  await again.getByRole("checkbox", { name: "Strict (OpenAI format)", exact: true }).check();
  await again.getByRole("button", { name: "Save tool", exact: true }).click();
  // The editor closes once the library has the tool; the checked copy is updated then, not before.
  await expect(again.getByRole("button", { name: "Save tool" })).toHaveCount(0);
  await chat.combobox("Tool choice").selectOption({ label: `Must call ${ferry.name}` });
  await chat.closeSettings();
  await chat.ask("Ferry times only, please.");
  const [, second] = await upstreamBodies("/v1/chat/completions");
  expect(second.tools).toEqual([p08Tools[0], { ...p08Tools[1], function: { ...ferry, strict: true } }]);
  expect(second.tool_choice).toEqual({ type: "function", function: { name: ferry.name } });
});

test("kimi-k3 offers auto, any or a named tool, and no none", async ({ chat }) => {
  await chat.goto();
  const dialog = await chat.openSettings();
  await chat.modelSelect.selectOption({ label: "Kimi K3" });
  await dialog.getByRole("checkbox", { name: "Calculator", exact: true }).check();
  await expect(choices(chat)).toHaveText(["Auto", "Must call a tool", "Must call calculator"]);
});
