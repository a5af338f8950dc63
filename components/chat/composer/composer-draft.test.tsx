// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, createElement, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { DatabaseContext } from "@/lib/chat/hooks/database-context";
import { openDatabase } from "@/lib/db/database";
import { saveDraft } from "@/lib/db/drafts";
import { useDraft } from "./composer-draft";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("useDraft", () => {
  it("does not replace text typed before the database code arrived with the stored draft", async () => {
    const db = openDatabase(`draft-${Math.random()}`);
    await saveDraft(db, "c1", "an older draft");
    let draft: ReturnType<typeof useDraft> | null = null;
    const Probe = () => {
      draft = useDraft("c1");
      return null;
    };
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(DatabaseContext.Provider, { value: db }, createElement(Probe))));
    act(() => draft!.setText("typed at once"));
    // The database code loads, then the stored draft is read: it must not win over what was typed.
    await vi.waitFor(async () => expect(await db.drafts.get("c1")).toMatchObject({ text: "typed at once" }), { timeout: 3000 });
    expect(draft!.text).toBe("typed at once");
    act(() => root.unmount());
  });

  it("keeps text typed between the first paint and the effects that follow it (a slow machine)", async () => {
    const db = openDatabase(`draft-${Math.random()}`);
    await saveDraft(db, "c3", "an older draft");
    let draft: ReturnType<typeof useDraft> | null = null;
    const Probe = () => {
      draft = useDraft("c3");
      return null;
    };
    // Layout effects run after the box is in the page and before the passive effects of the same
    // commit: typing here is typing before those effects have run.
    const Typist = () => {
      useLayoutEffect(() => draft!.setText("typed before the effects"), []);
      return null;
    };
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(DatabaseContext.Provider, { value: db }, createElement(Probe), createElement(Typist))));
    await vi.waitFor(async () => expect(await db.drafts.get("c3")).toMatchObject({ text: "typed before the effects" }), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(draft!.text).toBe("typed before the effects");
    act(() => root.unmount());
  });

  it("shows the stored draft when nothing was typed", async () => {
    const db = openDatabase(`draft-${Math.random()}`);
    await saveDraft(db, "c2", "kept from last time");
    let draft: ReturnType<typeof useDraft> | null = null;
    const Probe = () => {
      draft = useDraft("c2");
      return null;
    };
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(DatabaseContext.Provider, { value: db }, createElement(Probe))));
    await vi.waitFor(() => expect(draft!.text).toBe("kept from last time"), { timeout: 3000 });
    act(() => root.unmount());
  });
});
