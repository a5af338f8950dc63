// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { deriveParts } from "@/lib/protocol/view/derive-parts";
import type { ToolCallPart } from "@/lib/protocol/view/parts";
import { useDisclosureStore } from "@/components/chat/blocks/disclosure-store";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "@/lib/protocol/view/test-nodes";
import { byRole, click, render } from "./test-render";
import { ToolCallCard } from "./tool-call-card";

afterEach(() => {
  useDisclosureStore.setState({ open: {} });
  document.body.innerHTML = "";
});

const p03Call = (results: Parameters<typeof toolNode>[0] = []) =>
  deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode(results)])[2] as ToolCallPart;

describe("ToolCallCard", () => {
  it("shows the input as pretty JSON and a running state", () => {
    const view = render(<ToolCallCard part={p03Call()} />);
    const [group] = byRole(view.container, "group", "Tool call: book_greenhouse_slot");
    expect(group.getAttribute("aria-busy")).toBe("true");
    expect(group.querySelector("pre")?.textContent).toContain('"greenhouse": "North Dome 7"');
    expect(group.querySelector("pre")?.textContent).toContain('"saltleaf \\"hardy\\" variant"');
    expect(byRole(group, "status")[0].textContent).toBe("Running…");
  });

  it("shows the result once it is there", () => {
    const part = p03Call([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: '{"booking":"NG-7"}' }]);
    const view = render(<ToolCallCard part={part} />);
    const pres = view.container.querySelectorAll("pre");
    expect(pres).toHaveLength(2);
    expect(pres[1].textContent).toBe('{\n  "booking": "NG-7"\n}');
    expect(view.container.textContent).toContain("Result");
    expect(byRole(view.container, "status")).toHaveLength(0);
  });

  it("shows an error result", () => {
    const part = p03Call([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "Slot taken", isError: true }]);
    const view = render(<ToolCallCard part={part} />);
    expect(view.container.querySelectorAll("pre")[1].textContent).toBe("Slot taken");
    expect(view.container.textContent).toContain("Error");
  });

  it("pretty-prints OpenAI arguments, and collapses a long result", () => {
    const node = openaiNode(fixtureResult(FIXTURES.p08));
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join("\n");
    const part = deriveParts([node, toolNode([{ toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content: long }])])[1] as ToolCallPart;
    const view = render(<ToolCallCard part={part} />);
    expect(byRole(view.container, "group", "Tool call: get_tide_table")).toHaveLength(1);
    expect(view.container.querySelector("pre")?.textContent).toBe('{\n  "harbor": "Vell Harbor",\n  "date": "2031-06-02"\n}');
    const [more] = byRole(view.container, "button", "Show more");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    click(more);
    expect(byRole(view.container, "button", "Show less")[0].getAttribute("aria-expanded")).toBe("true");

    // Scrolled out of the virtualised thread and back: still expanded.
    view.unmount();
    const again = render(<ToolCallCard part={part} />);
    expect(byRole(again.container, "button", "Show less")).toHaveLength(1);
  });

  it("keeps unparseable arguments raw", () => {
    const part: ToolCallPart = { type: "tool-call", key: "k", id: "c", name: "f", input: '{"a": ', status: "running" };
    const view = render(<ToolCallCard part={part} />);
    expect(view.container.querySelector("pre")?.textContent).toBe('{"a": ');
  });
});

describe("ToolCallCard: stopped by the tool loop", () => {
  it("says Not run without claiming Moonlit cannot run the tool", () => {
    const node = anthropicNode(fixtureMessage(FIXTURES.p03));
    node.stoppedAt = { reason: "tool-rounds", rounds: 8 };
    const part = deriveParts([node], { toolLoopActive: false })[2] as ToolCallPart;
    const view = render(<ToolCallCard part={part} />);
    expect(view.container.textContent).toContain("Not run");
    expect(view.container.textContent).not.toContain("does not run this tool");
  });
});
