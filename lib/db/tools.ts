// The person's tool library: tools reusable across conversations, one per name. Conversations hold
// copies of the tools they enable, so deleting or changing one here never breaks a conversation.

import type { InputSchemaProblem } from "@/lib/view/structured/check-input-schema";
import type { ToolDefinition } from "@/lib/protocol/message";
import { toolNameProblem } from "@/lib/db/tool-names";
import type { MoonlitDB } from "./database";
import { newId } from "./ids";
import type { LibraryToolRecord } from "./records";
import { writeTransaction } from "./storage-error";
import { ToolLibraryError } from "./tool-library-error";
import { mcpServerExport } from "./mcp-server-format";
import { addMcpServer, listMcpServers } from "./mcp-servers";
import { parseToolLibrary, serializeToolLibrary, toolDefinition } from "./tool-library-format";

const byName = (a: LibraryToolRecord, b: LibraryToolRecord) => a.name.localeCompare(b.name);

export async function listTools(db: MoonlitDB): Promise<LibraryToolRecord[]> {
  return (await db.tools.toArray()).sort(byName);
}

/** Refuses a name the formats or the built-ins take, or one another tool has; the schema the editor has checked. */
function checkName(name: string, others: readonly LibraryToolRecord[]): void {
  const problem = toolNameProblem(name, others.map((tool) => tool.name));
  if (problem === "pattern") throw new ToolLibraryError({ kind: "name", name });
  if (problem !== null) throw new ToolLibraryError({ kind: problem, name });
}

/** Adds a tool (no `id`) or replaces the one with `id`; returns the stored row. */
export async function saveTool(db: MoonlitDB, tool: ToolDefinition & { id?: string }): Promise<LibraryToolRecord> {
  return writeTransaction(db, [db.tools, db.mcpServers], async () => {
    const id = tool.id ?? newId();
    checkName(tool.name, (await db.tools.toArray()).filter((other) => other.id !== id));
    const row: LibraryToolRecord = { id, ...toolDefinition(tool), updatedAt: Date.now() };
    await db.tools.put(row);
    return row;
  });
}

export async function deleteTool(db: MoonlitDB, id: string): Promise<void> {
  await writeTransaction(db, [db.tools], () => db.tools.delete(id));
}

/** The first free `NAME_copy`, `NAME_copy2`, …, cut so it stays within 64 characters. */
function copyName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "_copy" : `_copy${n}`;
    const candidate = name.slice(0, 64 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function duplicateTool(db: MoonlitDB, id: string): Promise<LibraryToolRecord | null> {
  return writeTransaction(db, [db.tools, db.mcpServers], async () => {
    const rows = await db.tools.toArray();
    const source = rows.find((row) => row.id === id);
    if (!source) return null;
    const name = copyName(source.name, new Set(rows.map((row) => row.name)));
    const copy: LibraryToolRecord = { ...toolDefinition(source), name, id: newId(), updatedAt: Date.now() };
    await db.tools.add(copy);
    return copy;
  });
}

/** The library and the person's MCP servers (their headers only `withSecrets`). */
export async function exportToolLibrary(db: MoonlitDB, options: { withSecrets?: boolean } = {}): Promise<string> {
  const servers = (await listMcpServers(db)).filter((server) => !server.operator);
  return serializeToolLibrary(await listTools(db), servers.map((server) => mcpServerExport(server, options.withSecrets === true)));
}

/** Checks a tool's input schema: in the page, the schema checker's worker (ajv compiles code, which
 * the page's CSP does not allow), handed in by the caller. */
export type SchemaProblems = (schema: unknown) => Promise<InputSchemaProblem[]>;

export interface ToolImportSummary {
  added: number;
  /** MCP servers added (one with the same name and URL as a server here is left as it is). */
  servers: number;
  /** Tools the library already had, exactly. */
  unchanged: number;
}

/**
 * Adds a library file's tools. Everything is checked before anything is written, and a tool whose
 * name the library has with another definition refuses the whole file: nothing saved is replaced.
 */
export async function importToolLibrary(db: MoonlitDB, text: string, schemaProblems: SchemaProblems): Promise<ToolImportSummary> {
  const { tools, mcpServers } = parseToolLibrary(text);
  const checks = await Promise.all(tools.map((tool) => schemaProblems(tool.inputSchema)));
  for (const [index, tool] of tools.entries()) {
    const [problem] = checks[index];
    if (problem) throw new ToolLibraryError({ kind: "schema", name: tool.name, path: problem.path, message: problem.message });
  }
  return writeTransaction(db, [db.tools, db.mcpServers], async () => {
    const existing = new Map((await db.tools.toArray()).map((row) => [row.name, row]));
    const fresh: LibraryToolRecord[] = [];
    for (const tool of tools) {
      const same = existing.get(tool.name);
      if (!same) fresh.push({ ...tool, id: newId(), updatedAt: Date.now() });
      else if (JSON.stringify(toolDefinition(same)) !== JSON.stringify(tool)) throw new ToolLibraryError({ kind: "duplicate", name: tool.name });
    }
    await db.tools.bulkAdd(fresh);
    const here = await db.mcpServers.toArray();
    const newServers = mcpServers.filter((server) => !here.some((row) => row.name === server.name && row.url === server.url));
    for (const server of newServers) await addMcpServer(db, { ...server, headers: server.headers ?? {} });
    return { added: fresh.length, servers: newServers.length, unchanged: tools.length - fresh.length };
  });
}
