import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import { createConversation, getConversation } from "@/lib/db/conversations";
import { openDatabase } from "@/lib/db/database";
import { createConversationActions } from "./conversation-actions";

describe("conversation actions", () => {
  it("normalises merged settings, ignores blank titles, and purges a deletion after the undo window", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const db = openDatabase(`actions-${Math.random()}`);
      const stop = vi.fn();
      const actions = createConversationActions({ db, stop, undoWindowMs: 0 });
      const { id } = await createConversation(db, { settings: defaultSettings(), title: "Harbor" });

      const settings = await actions.updateSettings(id, { model: "kimi-k3", protocol: "openai" });
      expect(settings.protocol).toBe("anthropic");
      expect((await getConversation(db, id))?.settings).toEqual(settings);

      await actions.rename(id, "   ");
      expect((await getConversation(db, id))?.title).toBe("Harbor");

      const undo = await actions.remove(id);
      expect(stop).toHaveBeenCalledWith(id);
      expect(await getConversation(db, id)).toBeUndefined();
      await undo();
      expect((await getConversation(db, id))?.title).toBe("Harbor");

      await actions.remove(id);
      await vi.runAllTimersAsync();
      vi.useRealTimers();
      await vi.waitFor(async () => expect(await db.conversations.get(id)).toBeUndefined());
    } finally {
      vi.useRealTimers();
    }
  });
});
