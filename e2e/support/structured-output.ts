// Choosing structured output in the settings, as a person does; shared by the specs that need a
// structured reply.
import { expect } from "@playwright/test";
import { P05, fixtureRequest } from "./chat-fixtures";
import type { ChatPage } from "./chat-page";

/** The JSON Schema p05 was requested with: a dragonfly's name, habitat, wingspan and months. */
export const P05_SCHEMA = (fixtureRequest(P05).output_config as { format: { schema: Record<string, unknown> } }).format.schema;

/** Chooses JSON Schema in the settings and types `schema` into the JSON Schema box. */
export async function chooseSchema(chat: ChatPage, schema: Record<string, unknown>): Promise<void> {
  const settings = await chat.openSettings();
  await chat.combobox("Output format").selectOption({ label: "JSON Schema" });
  const box = settings.getByRole("textbox", { name: "JSON Schema", exact: true });
  await box.fill(JSON.stringify(schema, null, 2));
  // The fields follow the JSON, and leaving the box saves it at once.
  await expect(settings.getByRole("group", { name: `Field ${Object.keys(schema.properties as object)[0]}` })).toBeVisible();
  await box.blur();
  await chat.closeSettings();
}
