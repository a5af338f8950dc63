// The output formats a model and API format offer, the one a conversation's settings choose, and
// what a request asks for. kimi-k3's document (004) has no structured output; `json_object` is only
// in the OpenAI document (003).

import { adapterOf } from "@/lib/protocol/adapters";
import type { ConversationSettings, OutputFormat, RequestedFormat } from "@/lib/protocol/message";
import { formatCapabilities, modelProtocols, modelSupports, type ModelId, type Protocol } from "@/lib/protocol/models";

export const OUTPUT_FORMATS: readonly OutputFormat[] = ["text", "json_object", "json_schema"];

/** Why a format is not offered: the model's document has none, or only the other API format has it. */
export type FormatUnavailable = "model" | "protocol";

export function formatUnavailable(format: OutputFormat, model: ModelId, protocol: Protocol): FormatUnavailable | null {
  if (format === "text") return null;
  const key = format === "json_object" ? "jsonObject" : "structuredOutput";
  if (!modelProtocols(model).some((format) => formatCapabilities(model, format)[key])) return "model";
  if (!modelSupports(model, protocol) || !formatCapabilities(model, protocol)[key]) return "protocol";
  return null;
}

/**
 * The format the settings ask for. Settings stored before the choice existed have none: Text, or
 * JSON Schema when a schema came with an import (that is how such settings were sent). A choice the
 * model or API format does not offer, or JSON Schema without a schema, is Text.
 */
export function outputFormatOf(settings: ConversationSettings): OutputFormat {
  const chosen = settings.outputFormat ?? (settings.structuredOutput ? "json_schema" : "text");
  if (!OUTPUT_FORMATS.includes(chosen)) return "text";
  if (formatUnavailable(chosen, settings.model, settings.protocol) !== null) return "text";
  if (chosen === "json_schema" && !settings.structuredOutput) return "text";
  return chosen;
}

/** What a reply sent with these settings is asked for; null for text. */
export function requestedFormat(settings: ConversationSettings): RequestedFormat | null {
  const format = outputFormatOf(settings);
  if (format === "json_object") return { type: "json_object" };
  if (format === "json_schema" && settings.structuredOutput) {
    const { name, schema } = settings.structuredOutput;
    return adapterOf(settings.protocol).namesSchema ? { type: "json_schema", name, schema } : { type: "json_schema", schema };
  }
  return null;
}
