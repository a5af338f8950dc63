// Schemas to start from. Each is one the fields can show, and fits OpenAI's strict mode: every
// property required, no other properties allowed.

import type { JsonSchema } from "./schema-shape";

export const PRESET_IDS = ["extract", "classify", "table"] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface SchemaPreset {
  /** The `json_schema.name` sent in the OpenAI format. */
  name: string;
  schema: JsonSchema;
}

const text = (description: string) => ({ type: "string", description });

export const SCHEMA_PRESETS: Record<PresetId, SchemaPreset> = {
  extract: {
    name: "extracted_fields",
    schema: {
      type: "object",
      properties: {
        name: text("The person's or organisation's full name"),
        email: text("Email address, or an empty string"),
        date: text("The date mentioned, as YYYY-MM-DD, or an empty string"),
        amount: { type: "number", description: "The amount mentioned, or 0" },
        summary: text("One sentence on what the text is about"),
      },
      required: ["name", "email", "date", "amount", "summary"],
      additionalProperties: false,
    },
  },
  classify: {
    name: "classification",
    schema: {
      type: "object",
      properties: {
        label: { type: "string", description: "The category that fits best", enum: ["positive", "neutral", "negative"] },
        confidence: { type: "number", description: "From 0 to 1" },
        reason: text("Why this category, in one sentence"),
      },
      required: ["label", "confidence", "reason"],
      additionalProperties: false,
    },
  },
  table: {
    name: "items",
    schema: {
      type: "object",
      properties: {
        items: {
          type: "array",
          description: "One entry per item, in the order they appear",
          items: {
            type: "object",
            properties: {
              name: text("What the item is"),
              quantity: { type: "integer" },
              price: { type: "number", description: "Price per item" },
            },
            required: ["name", "quantity", "price"],
            additionalProperties: false,
          },
        },
      },
      required: ["items"],
      additionalProperties: false,
    },
  },
};
