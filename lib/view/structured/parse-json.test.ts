import { describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { parseJson, parsePartialJson } from "./parse-json";

const p05Text = () => (loadFixture("p05_anthropic_structured_output").expected as { content: Array<{ text: string }> }).content[1].text;

describe("parseJson", () => {
  it("parses a finished reply, and keeps JSON.parse's reason when it is not JSON", () => {
    expect(parseJson(p05Text())).toEqual({
      ok: true,
      value: { name: "Amber Saltmarsh Skimmer", habitat: "brackish salt marsh pools", wingspan_cm: 6.8, active_months: ["July", "August", "September"] },
    });
    const cut = parseJson('{"name":"Amb');
    expect(cut.ok).toBe(false);
    expect(cut.ok ? "" : cut.message).toMatch(/JSON/);
  });
});

describe("parsePartialJson", () => {
  it("fills in p05 as its prefixes arrive, each value extending the one before", () => {
    const text = p05Text();
    expect(parsePartialJson("")).toBeUndefined();
    expect(parsePartialJson('{"name":"Amber Sa')).toEqual({ name: "Amber Sa" });
    expect(parsePartialJson('{"name":"Amber Saltmarsh Skimmer","habitat":"brackish salt marsh pools","wingspan_cm":6.8,"active_months":["July","Aug')).toEqual({
      name: "Amber Saltmarsh Skimmer",
      habitat: "brackish salt marsh pools",
      wingspan_cm: 6.8,
      active_months: ["July", "Aug"],
    });
    // Keys never disappear and numbers appear only whole, so the form never flickers.
    let before: Record<string, unknown> = {};
    for (let end = 1; end <= text.length; end++) {
      const value = parsePartialJson(text.slice(0, end)) as Record<string, unknown>;
      expect(Object.keys(value).slice(0, Object.keys(before).length)).toEqual(Object.keys(before));
      if ("wingspan_cm" in value) expect(value.wingspan_cm).toBe(6.8);
      before = value;
    }
    expect(parsePartialJson(text)).toEqual(JSON.parse(text));
  });

  it("gives undefined for text that is not JSON", () => {
    expect(parsePartialJson("Sure! Here is")).toBeUndefined();
  });
});
