// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { render, type Rendered } from "@/components/chat/parts/test-render";
import { databaseReady, withProviders } from "@/components/settings/test-providers";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { HeaderModelPicker } from "./header-model-picker";

let view: Rendered | null = null;
beforeAll(databaseReady);
afterEach(() => {
  view?.unmount();
  usePreferencesStore.getState().resetDefaultSettings();
});

const select = (name: string) => view!.container.querySelector<HTMLSelectElement>(`select[aria-label="${name}"]`);

function choose(element: HTMLSelectElement, value: string) {
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("HeaderModelPicker in a new chat", () => {
  it("changes the defaults for new chats, as the settings sheet does, and shows effort only where the model has it", () => {
    view = render(withProviders(<HeaderModelPicker conversationId={null} />));
    expect(select("Model")!.value).toBe("kimi-k3.1-pro");
    expect(select("Reasoning effort")).not.toBeNull();

    choose(select("Reasoning effort")!, "low");
    expect(usePreferencesStore.getState().defaultSettings.effort).toBe("low");

    act(() => usePreferencesStore.getState().setDefaultSettings({ protocol: "openai" }));
    choose(select("Model")!, "kimi-k3");
    expect(usePreferencesStore.getState().defaultSettings).toMatchObject({ model: "kimi-k3", protocol: "anthropic" });
    expect(select("Reasoning effort")).toBeNull();
    const hint = document.getElementById(select("Model")!.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("Text only");
  });
});
