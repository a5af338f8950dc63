// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { StructuredPart } from "@/components/chat/parts/structured-part";
import { useDisclosureStore } from "@/components/chat/state/disclosure-store";
import { byRole, click, render, settle } from "@/components/chat/parts/test-support/render";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { StructuredPart as StructuredPartView } from "@/lib/view/parts";
import { SchemaProblems } from "./schema-problems";

const p05 = loadFixture("p05_anthropic_structured_output");
const schema = p05.meta.request.output_config.format.schema as Record<string, unknown>;
const text = (p05.expected as { content: Array<{ text: string }> }).content[1].text;
const part = (overrides: Partial<StructuredPartView> = {}): StructuredPartView => ({
  type: "structured",
  key: "a1:1",
  text,
  format: { type: "json_schema", name: "dragonfly", schema },
  streaming: false,
  ...overrides,
});

// Everything a check loads on demand, loaded up front: then a test's settle() sees the check's result
// however slowly the machine fetches modules (under load, the checker's own module came too late).
beforeAll(async () => {
  await Promise.all([
    import("./structured-output"),
    import("@/lib/chat/structured/schema-checker"),
    import("@/lib/view/structured/check-structured"),
  ]);
});

afterEach(() => {
  useDisclosureStore.setState({ open: {} });
  document.body.innerHTML = "";
});

const rawText = (root: Element) =>
  [...root.querySelectorAll("figure")].find((figure) => figure.querySelector("figcaption")?.textContent === "The reply as received")?.querySelector("pre")?.textContent;
const values = (root: Element) => Object.fromEntries([...root.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

function errorList(root: Element): string[] | null {
  const list = [...root.querySelectorAll("ul[aria-labelledby]")].find((ul) => document.getElementById(ul.getAttribute("aria-labelledby")!)?.textContent === "Schema errors");
  return list ? [...list.querySelectorAll("li")].map((li) => li.textContent ?? "") : null;
}

describe("a structured reply", () => {
  it("shows p05 as a form in the group Structured output, with no errors", async () => {
    const view = render(<StructuredPart part={part()} />);
    const [group] = byRole(view.container, "group", "Structured output");
    expect(group.querySelector("pre")?.textContent).toBe(text);
    await settle();
    expect(values(group)).toEqual({
      name: "Amber Saltmarsh Skimmer",
      habitat: "brackish salt marsh pools",
      wingspan_cm: "6.8",
      active_months: "JulyAugustSeptember",
    });
    expect(errorList(group)).toBeNull();
    expect(byRole(group, "button", "Copy JSON")).toHaveLength(1);
    expect(byRole(group, "button", "Download JSON")).toHaveLength(1);

    const [show] = byRole(group, "button", "Show JSON");
    expect(show.getAttribute("aria-pressed")).toBe("false");
    click(show);
    expect(show.getAttribute("aria-pressed")).toBe("true");
    expect(group.querySelector("pre")?.textContent).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(group.querySelector("dl")).toBeNull();
  });

  it("fills in from the partial JSON while it streams, without checking it yet", async () => {
    const view = render(<StructuredPart part={part({ streaming: true, text: text.slice(0, 70) })} />);
    await settle();
    const [group] = byRole(view.container, "group", "Structured output");
    expect(group.getAttribute("aria-busy")).toBe("true");
    const shown = values(group);
    expect(Object.keys(shown)).toEqual(["name", "habitat"]);
    expect(shown.name).toBe("Amber Saltmarsh Skimmer");
    expect("brackish salt marsh pools".startsWith(shown.habitat!)).toBe(true);
    expect(errorList(group)).toBeNull();
    expect(byRole(group, "button", "Copy JSON")).toHaveLength(0);
    view.rerender(<StructuredPart part={part({ streaming: true, text: text.slice(0, 120) })} />);
    expect(Object.keys(values(group))).toEqual(["name", "habitat", "wingspan_cm", "active_months"]);
  });

  it("lists schema violations with their paths and keeps the text as it came", async () => {
    const bad = '{"name":"Skimmer","wingspan_cm":"six","active_months":["July",8]}';
    const view = render(<StructuredPart part={part({ text: bad })} />);
    await settle();
    const [group] = byRole(view.container, "group", "Structured output");
    expect(errorList(group)).toEqual([
      "/ must have required property 'habitat'",
      "/wingspan_cm must be number",
      "/active_months/1 must be string",
    ]);
    expect(rawText(group)).toBe(bad);
    expect(values(group)).toMatchObject({ name: "Skimmer", wingspan_cm: "six" });
  });

  it("says when the text is not JSON, such as a reply cut short, and shows the text beside what arrived", async () => {
    const cut = text.slice(0, 50);
    const view = render(<StructuredPart part={part({ text: cut })} />);
    await settle();
    const [group] = byRole(view.container, "group", "Structured output");
    const errors = errorList(group)!;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Not valid JSON: /);
    expect(rawText(group)).toBe(cut);
    expect(values(group)).toEqual(JSON.parse(`${cut}"}`));
    click(byRole(group, "button", "Show JSON")[0]);
    expect(group.querySelector("pre")?.textContent).toBe(cut);
  });

  it("checks json_object replies for an object", async () => {
    const view = render(<StructuredPart part={part({ text: "[1,2]", format: { type: "json_object" } })} />);
    await settle();
    expect(errorList(view.container)).toEqual(["/ must be object"]);
  });

  it("says so when the schema costs too much to compile, rather than checking anything", async () => {
    const properties = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`p${i}`, { type: "string" }]));
    const view = render(<StructuredPart part={part({ text: '{"p0":"a"}', format: { type: "json_schema", name: "huge", schema: { type: "object", properties } } })} />);
    await settle();
    expect(errorList(view.container)).toEqual(["The schema could not be used: the schema holds more than 5000 values"]);
  });
});

describe("the Schema errors list", () => {
  it("says a check stopped at its time limit was stopped, and why", () => {
    const view = render(<SchemaProblems problems={[{ kind: "timeout", seconds: 5 }]} />);
    expect(errorList(view.container)).toEqual(["The schema check was stopped after 5 s: the schema costs too much to check."]);
  });
});
