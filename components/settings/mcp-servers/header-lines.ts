// Request headers as a person types them, one `Name: value` per line, and back.

export type HeaderLines = { ok: true; headers: Record<string, string> } | { ok: false; line: number };

const NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseHeaderLines(text: string): HeaderLines {
  const headers: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    if (line === "") continue;
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    const value = line.slice(colon + 1).trim();
    if (!NAME.test(name) || value === "") return { ok: false, line: index + 1 };
    headers[name] = value;
  }
  return { ok: true, headers };
}

export const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
