// Tool input and result text for display: pretty JSON when it parses, the raw text otherwise.

export interface ToolText {
  text: string;
  /** Whether the text is JSON (an object, or a string that parsed). */
  json: boolean;
}

export function toolText(value: Record<string, unknown> | string): ToolText {
  if (typeof value !== "string") return { text: JSON.stringify(value, null, 2), json: true };
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return { text: value, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(trimmed), null, 2), json: true };
  } catch {
    return { text: value, json: false };
  }
}

export function prettyJson(value: Record<string, unknown> | string): string {
  return toolText(value).text;
}
