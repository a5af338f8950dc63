import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { ToolLibraryError } from "./tool-library-error";
import { inputSchemaProblems } from "@/lib/view/structured/check-input-schema";
import { addMcpServer, listMcpServers, updateMcpServer } from "./mcp-servers";
import { deleteTool, duplicateTool, exportToolLibrary, importToolLibrary, listTools, saveTool } from "./tools";

// The page checks schemas in the schema checker's worker; here the same check runs in place.
const checkHere = async (schema: unknown) => inputSchemaProblems(schema);

const weather = { name: "get_weather", description: "Weather for a city.", inputSchema: { type: "object", properties: { city: { type: "string" } } } };
const tides = { name: "get_tide_table", inputSchema: { type: "object", properties: { harbor: { type: "string" } } }, strict: true };

const fresh = () => openDatabase(`tools-${Math.random()}`);
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ToolLibraryError);
  return (error as ToolLibraryError).problem;
};

describe("tool library", () => {
  it("saves, edits, lists by name and deletes tools", async () => {
    const db = fresh();
    const saved = await saveTool(db, weather);
    await saveTool(db, tides);
    expect((await listTools(db)).map((tool) => tool.name)).toEqual(["get_tide_table", "get_weather"]);
    await saveTool(db, { ...weather, id: saved.id, description: "Now with wind." });
    expect((await db.tools.get(saved.id))?.description).toBe("Now with wind.");
    await deleteTool(db, saved.id);
    expect((await listTools(db)).map((tool) => tool.name)).toEqual(["get_tide_table"]);
    db.close();
  });

  it("refuses a name another tool has, a built-in's name and one the formats refuse", async () => {
    const db = fresh();
    const saved = await saveTool(db, weather);
    expect(await refusal(saveTool(db, { ...tides, name: "get_weather" }))).toEqual({ kind: "duplicate", name: "get_weather" });
    expect(await refusal(saveTool(db, { ...tides, name: "calculator" }))).toEqual({ kind: "builtin", name: "calculator" });
    expect(await refusal(saveTool(db, { ...tides, name: "get tides" }))).toEqual({ kind: "name", name: "get tides" });
    // Saving a tool under its own name is an edit, not a duplicate.
    await saveTool(db, { ...weather, id: saved.id });
    expect(await db.tools.count()).toBe(1);
    db.close();
  });

  it("duplicates a tool under the first free copy name", async () => {
    const db = fresh();
    const saved = await saveTool(db, tides);
    expect((await duplicateTool(db, saved.id))?.name).toBe("get_tide_table_copy");
    const second = await duplicateTool(db, saved.id);
    expect(second).toMatchObject({ name: "get_tide_table_copy2", strict: true, inputSchema: tides.inputSchema });
    const long = await saveTool(db, { ...weather, name: "x".repeat(64) });
    expect((await duplicateTool(db, long.id))?.name).toBe(`${"x".repeat(59)}_copy`);
    db.close();
  });

  it("exports the definitions and imports them into another browser's library", async () => {
    const from = fresh();
    await saveTool(from, weather);
    await saveTool(from, tides);
    const file = await exportToolLibrary(from);
    expect(JSON.parse(file)).toEqual({ format: "moonlit-tools", version: 1, tools: [tides, weather] });

    const to = fresh();
    expect(await importToolLibrary(to, file, checkHere)).toEqual({ added: 2, servers: 0, unchanged: 0 });
    expect(await importToolLibrary(to, file, checkHere)).toEqual({ added: 0, servers: 0, unchanged: 2 });
    expect((await listTools(to)).map(({ name, description, inputSchema, strict }) => ({ name, description, inputSchema, strict }))).toEqual([
      { ...tides, description: undefined },
      { ...weather, strict: undefined },
    ]);
    from.close();
    to.close();
  });

  it("refuses a bad file with a clear error and keeps everything saved", async () => {
    const db = fresh();
    await saveTool(db, weather);
    const file = (tools: unknown[]) => JSON.stringify({ format: "moonlit-tools", version: 1, tools });
    expect(await refusal(importToolLibrary(db, "{nope", checkHere))).toEqual({ kind: "notJson" });
    expect(await refusal(importToolLibrary(db, JSON.stringify({ conversations: [] }), checkHere))).toEqual({
      kind: "shape",
      detail: '"format" is not "moonlit-tools"',
    });
    expect(await refusal(importToolLibrary(db, file([tides, { name: "x" }]), checkHere))).toEqual({ kind: "shape", detail: "tool 2 has no inputSchema object" });
    expect(await refusal(importToolLibrary(db, file([tides, tides]), checkHere))).toEqual({ kind: "duplicate", name: "get_tide_table" });
    expect(await refusal(importToolLibrary(db, file([{ ...tides, inputSchema: { type: "object", required: "harbor" } }]), checkHere))).toEqual({
      kind: "schema",
      name: "get_tide_table",
      path: "/required",
      message: "must be array",
    });
    // The library's own get_weather with another definition: the whole file is refused, tides too.
    expect(await refusal(importToolLibrary(db, file([tides, { ...weather, description: "Other" }]), checkHere))).toEqual({ kind: "duplicate", name: "get_weather" });
    expect(await listTools(db)).toEqual([expect.objectContaining(weather)]);
    db.close();
  });

  it("carries the person's MCP servers, their headers only when asked, never the operator's nor a sign-in", async () => {
    const from = fresh();
    const own = await addMcpServer(from, { name: "Docs", url: "https://docs.example/mcp", headers: { Authorization: "Bearer secret" }, timeoutSeconds: 30 });
    await updateMcpServer(from, own.id, () => ({ oauth: { tokens: { access_token: "signed-in" } } }));
    await addMcpServer(from, { id: "operator:team", name: "Team", url: "https://team.mcp-operator.invalid/", headers: {}, operator: true });

    const plain = await exportToolLibrary(from);
    expect(JSON.parse(plain).mcpServers).toEqual([{ name: "Docs", url: "https://docs.example/mcp", timeoutSeconds: 30 }]);
    expect(plain).not.toContain("secret");
    expect(plain).not.toContain("signed-in");
    const withSecrets = await exportToolLibrary(from, { withSecrets: true });
    expect(JSON.parse(withSecrets).mcpServers[0].headers).toEqual({ Authorization: "Bearer secret" });

    const to = fresh();
    expect(await importToolLibrary(to, withSecrets, checkHere)).toEqual({ added: 0, servers: 1, unchanged: 0 });
    expect(await importToolLibrary(to, withSecrets, checkHere)).toMatchObject({ servers: 0 });
    expect(await listMcpServers(to)).toEqual([
      expect.objectContaining({ name: "Docs", url: "https://docs.example/mcp", headers: { Authorization: "Bearer secret" }, timeoutSeconds: 30, operator: false, enabled: true }),
    ]);

    const bad = (mcpServers: unknown) => JSON.stringify({ format: "moonlit-tools", version: 1, tools: [], mcpServers });
    expect(await refusal(importToolLibrary(to, bad([{ name: "X", url: "file:///etc/passwd" }]), checkHere))).toEqual({ kind: "shape", detail: "MCP server 1 has no http(s) url" });
    expect(await refusal(importToolLibrary(to, bad({}), checkHere))).toEqual({ kind: "shape", detail: '"mcpServers" is not a list' });
    expect(await listMcpServers(to)).toHaveLength(1);
    from.close();
    to.close();
  });
});
