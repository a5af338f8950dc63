// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import type { ToolCallPart } from "@/lib/view/parts";
import { FIXTURES, fixtureResult, openaiNode } from "@/lib/view/test-nodes";
import { SendToolResults } from "./send-tool-results";
import { byRole, click, render, settle } from "./test-render";
import { useToolAnswerStore } from "../state/tool-answer-store";
import { ToolCallCard } from "./tool-call-card";

const submitToolResults = vi.fn(async () => {});
vi.mock("@/lib/chat/hooks", () => ({ useEngine: () => ({ submitToolResults }) }));

// The input form loads on demand; fetched once here so it resolves inside the tests' renders.
beforeAll(async () => {
  await import("@/components/schema/schema-form");
});

afterEach(() => {
  // The cards of a test are still mounted: their store update is a render too.
  act(() => useToolAnswerStore.setState({ drafts: {}, missing: [] }));
  submitToolResults.mockClear();
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

function turn() {
  return render(
    <>
      {calls.map((part) => (
        <ToolCallCard key={part.key} part={part} />
      ))}
      <SendToolResults conversationId="c1" calls={calls} />
    </>,
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
    expect(submitToolResults).toHaveBeenCalledWith("c1", [
      { toolUseId: TIDE, name: "get_tide_table", content: '{"high": []}' },
      { toolUseId: FERRY, name: "get_ferry_schedule", content: "No ferries", isError: true },
    ]);
    expect(useToolAnswerStore.getState().drafts).toEqual({});
  });

  it("keeps a draft when the card is unmounted and drawn again (a virtualised row)", () => {
    const view = turn();
    type(resultBox(view.container, "get_tide_table"), "draft");
    view.unmount();
    expect(resultBox(turn().container, "get_tide_table").value).toBe("draft");
  });
});
