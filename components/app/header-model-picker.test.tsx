// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { render, type Rendered } from "@/components/chat/parts/test-support/render";
import { databaseReady, withProviders } from "@/components/settings/test-support/providers";
import { useNewChatSettingsStore } from "@/lib/chat/stores/new-chat-settings-store";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { useChatSettings } from "@/components/settings/chat-settings";
import { HeaderModelPicker } from "./header-model-picker";

/** The picker as the header shows it in a new chat: bound to that chat's settings. */
function NewChatPicker() {
  const { settings, update } = useChatSettings(null);
  return <HeaderModelPicker settings={settings} onChange={update} />;
}

let view: Rendered | null = null;
beforeAll(databaseReady);
afterEach(() => {
  view?.unmount();
  usePreferencesStore.getState().resetDefaultSettings();
  useNewChatSettingsStore.getState().reset();
});

const select = (name: string) => view!.container.querySelector<HTMLSelectElement>(`select[aria-label="${name}"]`);

function choose(element: HTMLSelectElement, value: string) {
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("HeaderModelPicker in a new chat", () => {
  it("changes this new chat only, starting from the defaults, and shows effort only where the model has it", () => {
    act(() => usePreferencesStore.getState().setDefaultSettings({ protocol: "openai" }));
    view = render(withProviders(<NewChatPicker />));
    expect(select("Model")!.value).toBe("kimi-k3.1-pro");
    expect(select("Reasoning effort")).not.toBeNull();

    choose(select("Reasoning effort")!, "low");
    expect(useNewChatSettingsStore.getState().settings).toMatchObject({ effort: "low", protocol: "openai" });
    expect(usePreferencesStore.getState().defaultSettings.effort).toBe("high");

    choose(select("Model")!, "kimi-k3");
    expect(useNewChatSettingsStore.getState().settings).toMatchObject({ model: "kimi-k3", protocol: "anthropic" });
    expect(usePreferencesStore.getState().defaultSettings.model).toBe("kimi-k3.1-pro");
    expect(select("Reasoning effort")).toBeNull();
    const hint = document.getElementById(select("Model")!.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("Text only");
  });
});
