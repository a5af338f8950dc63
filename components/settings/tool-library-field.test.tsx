// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { byRole, render, type Rendered } from "@/components/chat/parts/test-support/render";
import { saveTool } from "@/lib/db/tools";
import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import { databaseReady, testDatabase, withProviders } from "./test-support/providers";
import { ToolLibraryField } from "./tool-library-field";

const tides: ToolDefinition = { name: "get_tide_table", description: "Tides.", inputSchema: { type: "object", properties: { harbor: { type: "string" } } } };

let view: Rendered | null = null;
beforeAll(databaseReady);
afterEach(() => {
  view?.unmount();
  view = null;
});

/** Waits for the library to be read (liveQuery and TanStack Query settle over a few ticks). */
async function settle(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

function box(name: string): HTMLInputElement | undefined {
  const label = [...view!.container.querySelectorAll("label")].find((l) => l.textContent === name);
  return label ? (document.getElementById(label.htmlFor) as HTMLInputElement) : undefined;
}

async function setup(tools: ToolDefinition[], toolChoice: ConversationSettings["toolChoice"] = { type: "auto" }) {
  const db = testDatabase();
  await saveTool(db, tides);
  const onChange = vi.fn();
  view = render(withProviders(<ToolLibraryField tools={tools} toolChoice={toolChoice} onChange={onChange} />, db));
  await settle(() => box(tides.name) !== undefined);
  return { onChange };
}

describe("ToolLibraryField", () => {
  it("copies a library tool's definition into the settings when checked, and removes it (and a choice naming it) when unchecked", async () => {
    const { onChange } = await setup([]);
    act(() => box(tides.name)!.click());
    expect(onChange).toHaveBeenLastCalledWith({ tools: [tides] });
    expect(box(tides.name)!.checked).toBe(true);
    act(() => box(tides.name)!.click());
    expect(onChange).toHaveBeenLastCalledWith({ tools: [] });
  });

  it("resets a tool choice naming a tool turned off to auto", async () => {
    const { onChange } = await setup([tides], { type: "tool", name: tides.name });
    act(() => box(tides.name)!.click());
    expect(onChange).toHaveBeenLastCalledWith({ tools: [], toolChoice: { type: "auto" } });
  });

  it("keeps listing a conversation's copy whose tool left the library, until it is unchecked", async () => {
    const gone: ToolDefinition = { name: "old_tool", inputSchema: { type: "object" } };
    const { onChange } = await setup([gone]);
    expect(box("old_tool")!.checked).toBe(true);
    expect(view!.container.textContent).toContain("Not in your library");
    act(() => box("old_tool")!.click());
    expect(onChange).toHaveBeenLastCalledWith({ tools: [] });
  });

  it("offers Add tool, and Edit, Duplicate and Delete per tool", async () => {
    await setup([]);
    for (const name of ["Add tool", `Edit ${tides.name}`, `Duplicate ${tides.name}`, `Delete ${tides.name}`, "Export tools"]) {
      expect(byRole(view!.container, "button", name)).toHaveLength(1);
    }
  });
});
