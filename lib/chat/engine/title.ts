// A new conversation is named after its first prompt until the person renames it.

const MAX_TITLE_CHARS = 60;

export function titleFromPrompt(text: string, attachmentNames: string[] = []): string {
  const firstLine = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== "")?.trim() ?? "";
  const source = firstLine.replace(/\s+/g, " ") || attachmentNames[0] || "New chat";
  const chars = Array.from(source);
  return chars.length <= MAX_TITLE_CHARS ? source : `${chars.slice(0, MAX_TITLE_CHARS - 1).join("").trimEnd()}…`;
}
