// Tool input and result text for display: the JSON value when it is a JSON object or array (drawn
// as a form), pretty JSON text when it parses, the raw text otherwise.

export interface ToolText {
  text: string;
  /** Whether the text is JSON (an object, or a string that parsed). */
  json: boolean;
}

/** The object or array a tool input or result holds, or undefined when it is other text. */
export function jsonValue(value: Record<string, unknown> | string): object | undefined {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  try {
    return JSON.parse(trimmed) as object;
  } catch {
    return undefined;
  }
}

export function prettyJson(value: Record<string, unknown> | string): string {
  return toolText(value).text;
}

export function toolText(value: Record<string, unknown> | string): ToolText {
  const parsed = jsonValue(value);
  return parsed === undefined ? { text: value as string, json: false } : { text: JSON.stringify(parsed, null, 2), json: true };
}
