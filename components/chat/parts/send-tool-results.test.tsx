// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import type { ToolCallPart } from "@/lib/view/parts";
import { FIXTURES, fixtureResult, openaiNode } from "@/lib/view/test-support/nodes";
import type { Engine } from "@/lib/chat/engine";
import { offeredMcpTools } from "@/lib/chat/tools/offered-mcp-tools";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { SendToolResults } from "./send-tool-results";
import type { SubmitContext } from "./submit-tool-answers";
import { McpToolsContext } from "./tool-approval-context";
import { byRole, click, render, settle } from "./test-support/render";
import { useToolAnswerStore } from "../state/tool-answer-store";
import { ToolCallCard } from "./tool-call-card";

const submitToolResults = vi.fn(async () => {});
const updateSettings = vi.fn(async () => ({}));

// The input form loads on demand; fetched once here so it resolves inside the tests' renders.
beforeAll(async () => {
  await import("@/components/schema/schema-form");
});

afterEach(() => {
  // The cards of a test are still mounted: their store update is a render too.
  act(() => useToolAnswerStore.setState({ drafts: {}, decisions: {}, always: {}, missing: [] }));
  submitToolResults.mockClear();
  updateSettings.mockClear();
  document.body.innerHTML = "";
});

const TIDE = "functions.get_tide_table:0";
const FERRY = "functions.get_ferry_schedule:1";
const calls = deriveParts([openaiNode(fixtureResult(FIXTURES.p08))], {
  toolLoopActive: false,
  awaiting: new Map([
    [TIDE, "person"],
    [FERRY, "person"],
  ]),
}).filter((part): part is ToolCallPart => part.type === "tool-call");

function type(box: HTMLTextAreaElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  act(() => {
    setValue.call(box, text);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const context = (settings?: ConversationSettings): SubmitContext => ({
  engine: { submitToolResults } as unknown as Engine,
  db: null,
  conversationId: "c1",
  settings,
  updateSettings,
});

function turn() {
  return render(
    <>
      {calls.map((part) => (
        <ToolCallCard key={part.key} part={part} />
      ))}
      <SendToolResults context={context()} calls={calls} approvals={[]} />
    </>,
  );
}

// The same turn with the ferry schedule an MCP tool (on the server "Harbour") that asks first.
const ferryTool: McpToolSetting = { serverId: "srv-1", serverName: "Harbour", name: "get_ferry_schedule", inputSchema: { type: "object" } };
const mcpSettings: ConversationSettings = { ...defaultSettings(), mcpTools: [ferryTool] };
const [tide, ferry] = deriveParts([openaiNode(fixtureResult(FIXTURES.p08))], {
  toolLoopActive: false,
  awaiting: new Map([
    [TIDE, "person"],
    [FERRY, "approval"],
  ]),
}).filter((part): part is ToolCallPart => part.type === "tool-call");

function mixedTurn() {
  return render(
    <McpToolsContext value={offeredMcpTools(mcpSettings)}>
      <ToolCallCard part={tide} />
      <ToolCallCard part={ferry} />
      <SendToolResults context={context(mcpSettings)} calls={[tide]} approvals={[ferry]} />
    </McpToolsContext>,
  );
}

const resultBox = (root: Element, name: string) => byRole(root, "group", `Tool call: ${name}`)[0].querySelector("textarea")!;

describe("Send results", () => {
  it("shows a labelled Tool result and Mark as error in each waiting card, and no spinner", async () => {
    const view = turn();
    await settle();
    const card = byRole(view.container, "group", "Tool call: get_tide_table")[0];
    expect(card.getAttribute("aria-busy")).toBe("false");
    expect(card.textContent).toContain("Waiting for you");
    const box = card.querySelector("textarea")!;
    expect(card.querySelector(`label[for="${box.id}"]`)?.textContent).toBe("Tool result");
    expect(card.querySelector("input[type=checkbox]")?.closest("label")?.textContent).toBe("Mark as error");
    expect(byRole(view.container, "button", "Send results")).toHaveLength(1);
  });

  it("names the calls still without a result and sends nothing", () => {
    const view = turn();
    type(resultBox(view.container, "get_tide_table"), "{}");
    click(byRole(view.container, "button", "Send results")[0]);
    expect(byRole(view.container, "alert")[0].textContent).toBe("Write a result for get_ferry_schedule.");
    expect(resultBox(view.container, "get_ferry_schedule").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(resultBox(view.container, "get_ferry_schedule"));
    expect(submitToolResults).not.toHaveBeenCalled();
  });

  it("sends every call's answer together, in call order, and forgets the drafts after", async () => {
    const view = turn();
    type(resultBox(view.container, "get_ferry_schedule"), "No ferries");
    click(byRole(view.container, "group", "Tool call: get_ferry_schedule")[0].querySelector("input[type=checkbox]")!);
    type(resultBox(view.container, "get_tide_table"), '{"high": []}');
    click(byRole(view.container, "button", "Send results")[0]);
    await settle();
    expect(submitToolResults).toHaveBeenCalledWith(
      "c1",
      [
        { toolUseId: TIDE, name: "get_tide_table", content: '{"high": []}' },
        { toolUseId: FERRY, name: "get_ferry_schedule", content: "No ferries", isError: true },
      ],
      [],
    );
    expect(useToolAnswerStore.getState().drafts).toEqual({});
  });

  it("keeps a draft when the card is unmounted and drawn again (a virtualised row)", () => {
    const view = turn();
    type(resultBox(view.container, "get_tide_table"), "draft");
    view.unmount();
    expect(resultBox(turn().container, "get_tide_table").value).toBe("draft");
  });

  it("asks before an MCP call, naming its server, and will not send until it is allowed or denied", () => {
    const view = mixedTurn();
    const card = byRole(view.container, "group", "Tool call: get_ferry_schedule")[0];
    expect(card.textContent).toContain("Run this tool on Harbour?");
    expect(byRole(card, "button", "Allow")).toHaveLength(1);
    expect(byRole(card, "button", "Deny")).toHaveLength(1);
    type(resultBox(view.container, "get_tide_table"), "{}");
    click(byRole(view.container, "button", "Send results")[0]);
    expect(byRole(view.container, "alert")[0].textContent).toBe("Allow or deny get_ferry_schedule first.");
    expect(submitToolResults).not.toHaveBeenCalled();
  });

  it("sends an allowed call to be run, and remembers Always allow this tool in the conversation first", async () => {
    const view = mixedTurn();
    const card = byRole(view.container, "group", "Tool call: get_ferry_schedule")[0];
    click(card.querySelector("input[type=checkbox]")!);
    click(byRole(card, "button", "Allow")[0]);
    expect(byRole(card, "button", "Allow")[0].getAttribute("aria-pressed")).toBe("true");
    type(resultBox(view.container, "get_tide_table"), "{}");
    click(byRole(view.container, "button", "Send results")[0]);
    await settle();
    expect(updateSettings).toHaveBeenCalledWith("c1", { mcpTools: [{ ...ferryTool, alwaysAllow: true }] });
    expect(submitToolResults).toHaveBeenCalledWith("c1", [{ toolUseId: TIDE, name: "get_tide_table", content: "{}" }], [FERRY]);
    expect(useToolAnswerStore.getState().decisions).toEqual({});
  });

  it("sends a denied call as not allowed", async () => {
    const view = mixedTurn();
    click(byRole(byRole(view.container, "group", "Tool call: get_ferry_schedule")[0], "button", "Deny")[0]);
    type(resultBox(view.container, "get_tide_table"), "{}");
    click(byRole(view.container, "button", "Send results")[0]);
    await settle();
    expect(updateSettings).not.toHaveBeenCalled();
    expect(submitToolResults).toHaveBeenCalledWith("c1", [{ toolUseId: TIDE, name: "get_tide_table", content: "{}" }], []);
  });
});
