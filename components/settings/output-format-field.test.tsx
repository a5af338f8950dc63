// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { SCHEMA_PRESETS } from "@/components/schema/schema-presets";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { OutputFormatField } from "./output-format-field";

afterEach(() => {
  document.body.innerHTML = "";
});

function setup(changes: Partial<ConversationSettings>) {
  const onChange = vi.fn();
  const view = render(<OutputFormatField settings={{ ...defaultSettings(), ...changes }} onChange={onChange} />);
  const select = view.container.querySelector("select")!;
  const label = view.container.querySelector(`label[for="${select.id}"]`)?.textContent;
  const hint = select.getAttribute("aria-describedby") ? document.getElementById(select.getAttribute("aria-describedby")!)?.textContent : undefined;
  const disabled = [...select.options].filter((option) => option.disabled).map((option) => option.textContent);
  return { view, select, label, hint, disabled, onChange };
}

describe("OutputFormatField", () => {
  it("offers Text, JSON object and JSON Schema in the OpenAI format", () => {
    const { select, label, hint, disabled } = setup({ protocol: "openai", outputFormat: "json_object" });
    expect(label).toBe("Output format");
    expect([...select.options].map((option) => option.textContent)).toEqual(["Text", "JSON object", "JSON Schema"]);
    expect(select.value).toBe("json_object");
    expect(disabled).toEqual([]);
    expect(hint).toBeUndefined();
  });

  it("disables JSON object in the Anthropic format, saying why", () => {
    const { select, hint, disabled } = setup({ protocol: "anthropic", outputFormat: "json_object" });
    expect(select.value).toBe("text");
    expect(disabled).toEqual(["JSON object"]);
    expect(hint).toBe("JSON object is offered only in the OpenAI API format.");
  });

  it("is disabled on kimi-k3, whose document has no structured output, and says so", () => {
    const { select, hint } = setup({ model: "kimi-k3", protocol: "anthropic", outputFormat: "json_schema" });
    expect(select.disabled).toBe(true);
    expect(select.value).toBe("text");
    expect(hint).toBe("Kimi K3's API document defines no structured output, so its replies are text.");
  });

  it("starts a first JSON Schema from a preset, and keeps an existing schema", () => {
    const first = setup({});
    act(() => {
      first.select.value = "json_schema";
      first.select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(first.onChange).toHaveBeenCalledWith({ outputFormat: "json_schema", structuredOutput: { ...SCHEMA_PRESETS.extract, strict: true } });
    document.body.innerHTML = "";
    const kept = setup({ outputFormat: "text", structuredOutput: { name: "x", strict: false, schema: { type: "object" } } });
    act(() => {
      kept.select.value = "json_schema";
      kept.select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(kept.onChange).toHaveBeenCalledWith({ outputFormat: "json_schema" });
  });
});
