// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { zhCN } from "@/lib/i18n/zh-CN";
import { I18nProvider, useT } from "./i18n-provider";

function SendLabel() {
  return <span>{useT()("composer.send")}</span>;
}

const cookie = () => document.cookie.match(/moonlit-locale=([^;]*)/)?.[1];

beforeEach(() => {
  document.cookie = "moonlit-locale=zh-CN; Path=/";
});

afterEach(() => {
  localStorage.clear();
  document.cookie = "moonlit-locale=; Path=/; Max-Age=0";
  document.body.innerHTML = "";
});

describe("I18nProvider", () => {
  it("renders first in the server's language, then the stored choice wins and the cookie follows it", async () => {
    const view = render(
      <I18nProvider locale="zh-CN" dictionary={zhCN}>
        <SendLabel />
      </I18nProvider>,
    );
    expect(view.container.textContent).toBe("发送");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(cookie()).toBe("zh-CN");

    localStorage.setItem("moonlit-preferences", JSON.stringify({ state: { locale: "en" }, version: 1 }));
    await act(() => usePreferencesStore.persist.rehydrate());
    expect(view.container.textContent).toBe("Send");
    expect(document.documentElement.lang).toBe("en");
    expect(cookie()).toBe("en");

    act(() => usePreferencesStore.getState().setLocale(null));
    expect(cookie()).toBeUndefined();
    view.unmount();
  });
});
