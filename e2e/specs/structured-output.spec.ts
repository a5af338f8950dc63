// Structured output end to end: the format chosen in settings goes out as the document defines it,
// the reply is drawn as a form in the group "Structured output", and a reply that breaks its schema
// lists its problems under "Schema errors" beside the text as it came. Screenshots in both themes.
import path from "node:path";
import type { Locator } from "@playwright/test";
import { P05, expectedText } from "../support/chat-fixtures";
import type { ChatPage } from "../support/chat-page";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";
import { chooseSchema, P05_SCHEMA } from "../support/structured-output";

const SHOTS = process.env.STRUCTURED_SCREENSHOTS ?? path.join("test-results", "screenshots");

function structured(chat: ChatPage): Locator {
  return chat.lastAssistant.getByRole("group", { name: "Structured output", exact: true });
}

test("JSON Schema chosen in settings goes out as output_config.format, and p05 fills in as a form", async ({ chat }) => {
  // 150 ms between events: slow enough to see the form fill in while the JSON streams.
  await upstream.enqueue({ reply: { kind: "fixture", name: P05 }, dripMs: 150 });
  await chat.goto();
  await chooseSchema(chat, P05_SCHEMA);
  await chat.send("Invent a dragonfly species for my field guide and return it as JSON.");

  const group = structured(chat);
  const terms = group.getByRole("term");
  await expect(terms.first()).toHaveText("name");
  // Still streaming while the first fields show.
  await expect(group).toHaveAttribute("aria-busy", "true");
  await chat.waitForReplyDone();

  const [body] = await upstreamBodies("/v1/messages");
  expect(body.output_config).toEqual({ effort: "high", format: { type: "json_schema", schema: P05_SCHEMA } });

  const value = JSON.parse(expectedText(P05)) as Record<string, unknown>;
  await expect(terms).toHaveText(Object.keys(value));
  const definitions = group.getByRole("definition");
  await expect(definitions.nth(0)).toHaveText(String(value.name));
  await expect(definitions.nth(1)).toHaveText(String(value.habitat));
  await expect(definitions.nth(2)).toHaveText("6.8");
  await expect(definitions.nth(3).getByRole("listitem")).toHaveText(["July", "August", "September"]);
  await expect(chat.lastAssistant.getByRole("list", { name: "Schema errors" })).toHaveCount(0);

  const showJson = group.getByRole("button", { name: "Show JSON", exact: true });
  await expect(showJson).toHaveAttribute("aria-pressed", "false");
  await showJson.click();
  await expect(showJson).toHaveAttribute("aria-pressed", "true");
  await expect(group).toContainText(JSON.stringify(value, null, 2).split("\n")[1].trim());
  await expect(group.getByRole("term")).toHaveCount(0);
  await expect(group.getByRole("button", { name: "Copy JSON" })).toBeVisible();

  const download = chat.page.waitForEvent("download");
  await group.getByRole("button", { name: "Download JSON" }).click();
  // The Anthropic format sends no schema name, so the file has a plain one.
  expect((await download).suggestedFilename()).toBe("structured-output.json");
});

test("a reply that breaks its schema lists Schema errors with their paths, and keeps the text", async ({ chat }) => {
  const bad = '{"name":"Grey Reed Darter","wingspan_cm":"about six","active_months":["June",7]}';
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(bad) } });
  await chat.goto();
  await chooseSchema(chat, P05_SCHEMA);
  await chat.ask("Invent another dragonfly, as JSON.");

  const group = structured(chat);
  const errors = group.getByRole("list", { name: "Schema errors", exact: true });
  await expect(errors.getByRole("listitem")).toHaveText([
    "/ must have required property 'habitat'",
    "/wingspan_cm must be number",
    "/active_months/1 must be string",
  ]);
  await expect(group.getByRole("figure", { name: "The reply as received" })).toContainText(bad);
});

test("a reply that is not JSON says so and shows its text", async ({ chat }) => {
  const prose = "Sure! Here is your dragonfly: the Grey Reed Darter.";
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(prose) } });
  await chat.goto();
  await chooseSchema(chat, P05_SCHEMA);
  await chat.ask("Invent a dragonfly.");
  const group = structured(chat);
  await expect(group.getByRole("list", { name: "Schema errors" }).getByRole("listitem")).toHaveText([/^Not valid JSON: /]);
  await expect(group.getByRole("figure", { name: "The reply as received" })).toContainText(prose);
});

test("a schema whose pattern backtracks without end is stopped at the time limit, and later checks still run", async ({ chat, page }) => {
  // `^(a+)+$` tries every split of the a's before failing on the "!": 2^40 ways, far past the limit.
  const schema = { type: "object", properties: { code: { type: "string", pattern: "^(a+)+$" } }, required: ["code"] };
  await upstream.enqueue(
    { reply: { kind: "sse", body: anthropicTextReply(JSON.stringify({ code: `${"a".repeat(40)}!` })) } },
    { reply: { kind: "sse", body: anthropicTextReply(JSON.stringify({ code: 7 })) } },
  );
  await chat.goto();
  const settings = await chat.openSettings();
  await chat.combobox("Output format").selectOption({ label: "JSON Schema" });
  const box = settings.getByRole("textbox", { name: "JSON Schema", exact: true });
  await box.fill(JSON.stringify(schema, null, 2));
  // The fields cannot show a pattern, and say so once they have read the JSON.
  await expect(settings).toContainText("The fields can't show this schema");
  await box.blur();
  await chat.closeSettings();
  await chat.ask("Give me a code.");
  const errors = structured(chat).getByRole("list", { name: "Schema errors", exact: true });
  await expect(errors.getByRole("listitem")).toHaveText(["The schema check was stopped after 5 s: the schema costs too much to check."]);
  await chat.lastAssistant.scrollIntoViewIfNeeded();
  await structured(chat).screenshot({ path: "/tmp/moonlit-schema-check-timeout.png" });

  // The stopped worker was replaced: the next reply is checked as usual.
  await chat.ask("Another code.");
  await expect(structured(chat).getByRole("list", { name: "Schema errors", exact: true }).getByRole("listitem")).toHaveText(["/code must be string"]);
  await expect(page.getByRole("list", { name: "Schema errors", exact: true })).toHaveCount(2);
});

test("JSON object is an OpenAI option: it goes out as response_format and the reply is checked as an object", async ({ chat }) => {
  await upstream.enqueue({ path: "/v1/chat/completions", reply: { kind: "simulate" } });
  await chat.goto();
  await chat.openSettings();
  const format = chat.combobox("Output format");
  await expect(format.getByRole("option", { name: "JSON object" })).toBeDisabled();
  await expect(chat.settingsDialog).toContainText("JSON object is offered only in the OpenAI API format.");
  await chat.protocolSelect.selectOption({ label: "OpenAI (Chat Completions)" });
  await format.selectOption({ label: "JSON object" });
  await expect(format).toHaveValue("json_object");
  await chat.closeSettings();

  await chat.ask("Describe a lighthouse as a JSON object.");
  const [body] = await upstreamBodies("/v1/chat/completions");
  expect(body.response_format).toEqual({ type: "json_object" });
  const group = structured(chat);
  await expect(group.getByRole("term").first()).toBeVisible();
  await expect(group.getByRole("list", { name: "Schema errors" })).toHaveCount(0);
});

test("kimi-k3 has no structured output: the choice is disabled and says why", async ({ chat }) => {
  await chat.goto();
  await chat.openSettings();
  await chat.modelSelect.selectOption({ label: "Kimi K3" });
  const format = chat.combobox("Output format");
  await expect(format).toBeDisabled();
  await expect(format).toHaveValue("text");
  await expect(format).toHaveAccessibleDescription("Kimi K3's API document defines no structured output, so its replies are text.");
});

const ORDER_SCHEMA = {
  type: "object",
  properties: {
    order: { type: "string" },
    customer: { type: "object", properties: { name: { type: "string" }, email: { type: "string" } }, required: ["name", "email"], additionalProperties: false },
    items: {
      type: "array",
      items: {
        type: "object",
        properties: { name: { type: "string" }, quantity: { type: "integer" }, price: { type: "number" } },
        required: ["name", "quantity", "price"],
        additionalProperties: false,
      },
    },
    paid: { type: "boolean" },
  },
  required: ["order", "customer", "items", "paid"],
  additionalProperties: false,
};

const ORDER = {
  order: "VH-2031-0417",
  customer: { name: "Ilse Marrow", email: "ilse@example.org" },
  items: [
    { name: "Storm lantern", quantity: 2, price: 34.5 },
    { name: "Brass wick trimmer", quantity: 1, price: 12 },
    { name: "Lamp oil, 1 l", quantity: 3, price: 8.25 },
  ],
  paid: true,
};

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 1000 } });

    test(`each reply keeps the schema it was asked with; screenshots (${scheme})`, async ({ chat, page }) => {
      await upstream.enqueue({ reply: { kind: "fixture", name: P05 } }, { reply: { kind: "sse", body: anthropicTextReply(JSON.stringify(ORDER)) } });
      await chat.goto();
      await chooseSchema(chat, P05_SCHEMA);
      await chat.ask("Invent a dragonfly species for my field guide and return it as JSON.");
      await chooseSchema(chat, ORDER_SCHEMA);
      await chat.ask("Now the lantern order, as JSON.");

      const bodies = await upstreamBodies("/v1/messages");
      expect((bodies[1].output_config as { format: unknown }).format).toEqual({ type: "json_schema", schema: ORDER_SCHEMA });
      // The first reply is still read by the schema it was asked with: no errors against the new one.
      const first = chat.assistantMessages.first().getByRole("group", { name: "Structured output" });
      await expect(first.getByRole("term").first()).toHaveText("name");
      await expect(chat.page.getByRole("list", { name: "Schema errors" })).toHaveCount(0);

      const group = structured(chat);
      await expect(group.getByRole("group", { name: "customer" })).toContainText("Ilse Marrow");
      const table = group.getByRole("table", { name: "items" });
      await expect(table.getByRole("columnheader")).toHaveText(["name", "quantity", "price"]);
      await expect(table.getByRole("row")).toHaveCount(4);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: path.join(SHOTS, `structured-output-${scheme}.png`) });

      await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply('{"order":"VH-2031-0418","items":[{"name":"Wick","quantity":"two"}],"paid":"yes"}') } });
      await chat.ask("And the next order.");
      await expect(structured(chat).getByRole("list", { name: "Schema errors" })).toBeVisible();
      await chat.lastAssistant.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `structured-errors-${scheme}.png`) });

      const settings = await chat.openSettings();
      await settings.getByRole("button", { name: "Table of items" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `structured-settings-${scheme}.png`) });
    });
  });
}
