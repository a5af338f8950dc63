import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import type { McpSource, ToolRunner } from "@/lib/chat/tools/tool-runner";
import { addMcpServer, updateMcpServer } from "@/lib/db/mcp-servers";
import { getConversation } from "@/lib/db/conversations";
import { getPath } from "@/lib/db/message-tree";
import type { ConversationSettings } from "@/lib/protocol/message";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { anthropicStream } from "@/lib/protocol/test-support/scripted-streams";
import { awaitingAnswersOf } from "./pending-tool-calls";
import { engineHarness, sseResponse } from "./test-support/harness";

const echoCall = (id: string, name = "echo") => anthropicStream([{ type: "tool_use", id, name, input: { text: "hello" } }]);
const answer = (text: string) => anthropicStream([{ type: "text", text }]);

type Body = { tools?: Array<{ name: string }>; messages: Array<{ role: string; content: unknown }> };

async function setup(tool: Partial<McpToolSetting> = {}) {
  const runMcp = vi.fn<ToolRunner<McpSource>>(async (call) => ({ content: `echo: ${String((call.input as { text: unknown }).text)}`, isError: false }));
  const h = engineHarness({ toolRunners: { mcp: runMcp } });
  const server = await addMcpServer(h.db, { name: "Docs", url: "https://mcp.example/mcp", headers: {} });
  const echo: McpToolSetting = { serverId: server.id, serverName: "Docs", name: "echo", inputSchema: { type: "object" }, ...tool };
  const settings: ConversationSettings = { ...defaultSettings(), mcpTools: [echo] };
  const body = (index: number) => h.gateway.requests[index].body as Body;
  const leaf = async (id: string) => (await getPath(h.db, id, (await getConversation(h.db, id))!.activeLeafId)).at(-1)!;
  return { h, runMcp, server, settings, body, leaf };
}

describe("engine: MCP tools", () => {
  it("offers the tool, then waits for the person to allow its call before running it", async () => {
    const { h, runMcp, settings, body, leaf } = await setup();
    h.gateway.reply(sseResponse(echoCall("toolu_1")));
    const id = await h.engine.send(null, { text: "Echo hello", settings });
    await h.engine.settled(id);

    expect(body(0).tools?.map((tool) => tool.name)).toEqual(["echo"]);
    const waiting = await leaf(id);
    expect(waiting.role).toBe("assistant");
    expect(awaitingAnswersOf(waiting as never, settings)).toEqual(new Map([["toolu_1", "approval"]]));
    expect(runMcp).not.toHaveBeenCalled();

    h.gateway.reply(sseResponse(answer("It said hello.")));
    await h.engine.submitToolResults(id, [], ["toolu_1"]);
    await h.engine.settled(id);
    expect(runMcp).toHaveBeenCalledOnce();
    expect(runMcp.mock.calls[0][0]).toMatchObject({ id: "toolu_1", source: { tool: { name: "echo", serverName: "Docs" } }, input: { text: "hello" } });
    expect(body(1).messages.at(-1)).toEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "echo: hello" }] });
  });

  it("sends a denied call back as refused, without running it", async () => {
    const { h, runMcp, settings, body } = await setup();
    h.gateway.reply(sseResponse(echoCall("toolu_1")));
    const id = await h.engine.send(null, { text: "Echo hello", settings });
    await h.engine.settled(id);
    h.gateway.reply(sseResponse(answer("Understood.")));
    await h.engine.submitToolResults(id, [], []);
    await h.engine.settled(id);
    expect(runMcp).not.toHaveBeenCalled();
    expect(body(1).messages.at(-1)).toEqual({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "The person denied this tool call; it did not run.", is_error: true }],
    });
  });

  it("runs an always-allowed tool by itself, as the built-ins run", async () => {
    const { h, runMcp, settings, body } = await setup({ alwaysAllow: true });
    h.gateway.reply(sseResponse(echoCall("toolu_1")));
    h.gateway.reply(sseResponse(answer("It said hello.")));
    const id = await h.engine.send(null, { text: "Echo hello", settings });
    await h.engine.settled(id);
    expect(runMcp).toHaveBeenCalledOnce();
    expect(body(1).messages.at(-1)).toMatchObject({ content: [{ type: "tool_result", content: "echo: hello" }] });
  });

  it("offers no tool of a server that is turned off or removed", async () => {
    const { h, server, settings, body } = await setup();
    await updateMcpServer(h.db, server.id, () => ({ enabled: false }));
    h.gateway.reply(sseResponse(answer("No tools.")));
    const id = await h.engine.send(null, { text: "Echo hello", settings });
    await h.engine.settled(id);
    expect(body(0).tools).toBeUndefined();
  });

  it("tells an MCP tool apart from a built-in of the same name by its server's name", async () => {
    const { h, runMcp, settings, body } = await setup({ name: "calculator", alwaysAllow: true });
    h.gateway.reply(sseResponse(echoCall("toolu_1", "Docs__calculator")));
    h.gateway.reply(sseResponse(answer("Done.")));
    const id = await h.engine.send(null, { text: "Echo hello", settings: { ...settings, builtinTools: ["calculator"] } });
    await h.engine.settled(id);
    expect(body(0).tools?.map((tool) => tool.name)).toEqual(["calculator", "Docs__calculator"]);
    expect(runMcp.mock.calls[0][0].source.tool.name).toBe("calculator");
  });
});
