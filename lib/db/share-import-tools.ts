// A shared conversation comes into this browser with every tool off: its author chose them, the
// reader has not. Built-ins, web search and the tool choice go back to off; the author's own tools
// join the reader's tool library unchecked, so Settings → Tools can turn each on later. A library tool
// of the same name stays as it is (the reader's own definition wins), and a name no request could
// carry is left out.

import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import { toolNameProblem } from "@/lib/db/tool-names";
import { newId } from "./ids";
import type { LibraryToolRecord } from "./records";
import { toolDefinition } from "./tool-library-format";

export function withToolsOff(settings: ConversationSettings): ConversationSettings {
  return { ...settings, tools: [], builtinTools: [], mcpTools: [], webSearch: false, toolChoice: { type: "auto" } };
}

/** Library rows for the shared tools whose names the library does not have yet. */
export function libraryAdditions(shared: readonly ToolDefinition[], library: readonly LibraryToolRecord[], now: number): LibraryToolRecord[] {
  const taken = library.map((tool) => tool.name);
  const rows: LibraryToolRecord[] = [];
  for (const tool of shared) {
    if (toolNameProblem(tool.name, taken) !== null) continue;
    taken.push(tool.name);
    rows.push({ id: newId(), ...toolDefinition(tool), updatedAt: now });
  }
  return rows;
}
