// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import type { ToolCallPart } from "@/lib/view/parts";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { useDisclosureStore } from "@/components/chat/state/disclosure-store";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "@/lib/view/test-support/nodes";
import { byRole, click, render, settle } from "./test-support/render";
import { ToolCallCard } from "./tool-call-card";

// The form loads on demand; fetched once here, the lazy component then resolves within a few ticks.
beforeAll(async () => {
  await import("@/components/schema/schema-form");
});

afterEach(() => {
  useDisclosureStore.setState({ open: {} });
  document.body.innerHTML = "";
});

const p03Schema = loadFixture(FIXTURES.p03).meta.request.tools[0].input_schema as Record<string, unknown>;
const p03Call = (results: Parameters<typeof toolNode>[0] = []) =>
  deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode(results)], {
    toolSchemas: new Map([["book_greenhouse_slot", p03Schema]]),
  })[2] as ToolCallPart;

const labelled = (root: Element) =>
  Object.fromEntries([...root.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe("ToolCallCard", () => {
  it("shows the input as pretty JSON at once, then as a form in its schema's order, and a running state", async () => {
    const view = render(<ToolCallCard part={p03Call()} />);
    const [group] = byRole(view.container, "group", "Tool call: book_greenhouse_slot");
    expect(group.getAttribute("aria-busy")).toBe("true");
    expect(byRole(group, "status")[0].textContent).toBe("Running…");
    // Until the form's code is there (the first time one is drawn), the pretty JSON.
    expect(group.querySelector("pre")?.textContent).toContain('"greenhouse": "North Dome 7"');
    await settle();
    expect(group.querySelector("pre")).toBeNull();
    expect([...group.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual([
      "greenhouse",
      "date",
      "start_hour",
      "duration_hours",
      "crops",
      "notify",
      "notes",
      "label",
    ]);
    expect(labelled(group)).toMatchObject({ greenhouse: "North Dome 7", duration_hours: "2.5", notify: "true", notes: "null", label: "Café row" });
    expect([...group.querySelectorAll("dd li")].map((li) => li.textContent)).toEqual(["moonbean", 'saltleaf "hardy" variant']);
    expect(group.querySelector("dt[title='YYYY-MM-DD']")?.textContent).toBe("date");
  });

  it("draws a JSON result as a form too", async () => {
    const part = p03Call([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: '{"booking":"NG-7"}' }]);
    const view = render(<ToolCallCard part={part} />);
    await settle();
    expect(view.container.textContent).toContain("Result");
    expect(labelled(view.container)).toMatchObject({ booking: "NG-7" });
    expect(byRole(view.container, "status")).toHaveLength(0);
  });

  it("shows an error result, and a result that is not JSON, as text", async () => {
    const error = p03Call([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: '{"code":"taken"}', isError: true }]);
    const view = render(<ToolCallCard part={error} />);
    await settle();
    expect(view.container.querySelector("pre")?.textContent).toBe('{\n  "code": "taken"\n}');
    expect(view.container.textContent).toContain("Error");
    const text = p03Call([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "Booked for 9:00" }]);
    const again = render(<ToolCallCard part={text} />);
    await settle();
    expect(again.container.querySelector("pre")?.textContent).toBe("Booked for 9:00");
  });

  it("draws OpenAI arguments without a schema, and collapses a long result", async () => {
    const node = openaiNode(fixtureResult(FIXTURES.p08));
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join("\n");
    const part = deriveParts([node, toolNode([{ toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content: long }])])[1] as ToolCallPart;
    const view = render(<ToolCallCard part={part} />);
    await settle();
    expect(byRole(view.container, "group", "Tool call: get_tide_table")).toHaveLength(1);
    expect(labelled(view.container)).toEqual({ harbor: "Vell Harbor", date: "2031-06-02" });
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

  it("draws an MCP result's structured content as a form, unless its text is that same JSON", async () => {
    const id = p03Call().id;
    const weather = { city: "Lima", temperatureC: 19 };
    const view = render(<ToolCallCard part={p03Call([{ toolUseId: id, name: "book_greenhouse_slot", content: "Lima is mild today.", structured: weather }])} />);
    await settle();
    const [group] = byRole(view.container, "group", "Tool call: book_greenhouse_slot");
    expect(group.textContent).toContain("Structured content");
    expect(labelled(group)).toMatchObject({ city: "Lima", temperatureC: "19" });

    document.body.innerHTML = "";
    const same = render(<ToolCallCard part={p03Call([{ toolUseId: id, name: "book_greenhouse_slot", content: JSON.stringify(weather), structured: weather }])} />);
    await settle();
    expect(byRole(same.container, "group", "Tool call: book_greenhouse_slot")[0].textContent).not.toContain("Structured content");
  });
});
