// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, createElement, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import { engineAdapterOf } from "@/lib/chat/adapters/registry";
import { createConversation, setPinned } from "@/lib/db/conversations";
import { openDatabase, type MoonlitDB } from "@/lib/db/database";
import { addMessage } from "@/lib/db/messages";
import type { AssistantNode, UserNode } from "@/lib/protocol/message";
import { useLiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import { DatabaseContext } from "./database-context";
import { useConversationActions } from "./use-conversation-actions";
import { useConversations } from "./use-conversations";
import { useSearch } from "./use-search";
import { useLiveStream } from "./use-live-stream";
import { useThread } from "./use-thread";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function renderHook<T>(db: MoonlitDB, hook: () => T): { current: () => T } {
  let value: T;
  function Probe(): ReactNode {
    value = hook();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() =>
    root.render(
      createElement(QueryClientProvider, { client }, createElement(DatabaseContext.Provider, { value: db }, createElement(Probe))),
    ),
  );
  cleanups.push(() => act(() => root.unmount()));
  return { current: () => value };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 });
let counter = 0;
const freshDb = () => openDatabase(`hooks-test-${++counter}-${Math.random()}`);

function user(conversationId: string, id: string, parentId: string | null, text: string, createdAt: number): UserNode {
  return { id, conversationId, parentId, createdAt, role: "user", text, attachments: [] };
}

function assistant(conversationId: string, id: string, parentId: string, createdAt: number): AssistantNode {
  return { id, conversationId, parentId, createdAt, role: "assistant", turn: engineAdapterOf("anthropic").emptyTurn("kimi-k3"), status: "streaming" };
}

describe("data hooks", () => {
  it("useThread follows database writes and shows the live node in place of its row", async () => {
    const db = freshDb();
    const { id } = await createConversation(db, { settings: defaultSettings(), title: "t" });
    await addMessage(db, user(id, "u1", null, "first", 1));
    await addMessage(db, user(id, "u2", null, "edited", 2));
    const thread = renderHook(db, () => useThread(id));
    await waitFor(() => expect(thread.current().nodes.map((n) => n.id)).toEqual(["u2"]));
    expect(thread.current().branches.u2).toEqual({ index: 1, count: 2, prevId: "u1" });

    const reply = assistant(id, "a1", "u2", 3);
    await act(async () => {
      await addMessage(db, reply);
      useLiveStreamStore.getState().start(id, reply, 3);
    });
    await waitFor(() => expect(thread.current().nodes.map((n) => n.id)).toEqual(["u2", "a1"]));
    expect(thread.current().streamingNodeId).toBe("a1");
    // Let the query read the row (still "streaming").
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The thread holds the live node itself and does not follow its frames: only the reply does.
    const nodes = thread.current().nodes;
    expect(nodes[1]).toBe(reply);
    const live = renderHook(db, () => useLiveStream(id)?.version);
    // Several bumps within one frame reach the reply once, at the frame.
    act(() => {
      useLiveStreamStore.getState().bump(id);
      useLiveStreamStore.getState().bump(id);
    });
    expect(live.current()).toBe(0);
    await waitFor(() => expect(live.current()).toBe(2));
    expect(thread.current().nodes).toBe(nodes);

    reply.status = "complete";
    act(() => useLiveStreamStore.getState().end(id, "a1"));
    // The row still says "streaming" until the final write lands: the finished node is shown.
    expect(thread.current().nodes[1]).toBe(reply);
    expect(thread.current().streamingNodeId).toBeNull();
  });

  it("useThread shows a reply another tab is writing as far as that tab has saved it, and its row once it ends", async () => {
    const db = freshDb();
    const { id } = await createConversation(db, { settings: defaultSettings(), title: "t" });
    await addMessage(db, user(id, "u1", null, "hi", 1));
    // Another tab started a reply here: its row, then batches in `partials` (stream-saver.ts).
    await addMessage(db, assistant(id, "a1", "u1", 2));
    const thread = renderHook(db, () => useThread(id));
    await waitFor(() => expect(thread.current().nodes.map((n) => n.id)).toEqual(["u1", "a1"]));

    const textOf = () => JSON.stringify((thread.current().nodes[1] as AssistantNode).turn);
    const batch = (text: string): AssistantNode => {
      const node = assistant(id, "a1", "u1", 2);
      (node.turn as { message: { content: unknown[] } }).message.content = [{ type: "text", text }];
      return node;
    };
    await act(() => db.partials.put(batch("Every autumn")));
    await waitFor(() => expect(textOf()).toContain("Every autumn"));
    await act(() => db.partials.put(batch("Every autumn, the people")));
    await waitFor(() => expect(textOf()).toContain("Every autumn, the people"));
    // Not this tab's stream: the reply is drawn from what was saved, not followed frame by frame.
    expect(thread.current().streamingNodeId).toBeNull();

    // The other tab ends it: the row now holds the whole reply, and its batch is gone.
    await act(async () => {
      const ended: AssistantNode = { ...batch("Every autumn, the people of Vell Harbor."), status: "complete" };
      await db.messages.put(ended);
      await db.partials.delete("a1");
    });
    await waitFor(() => expect(textOf()).toContain("Vell Harbor."));
    expect(thread.current().nodes[1]).toMatchObject({ status: "complete" });
  });

  it("useConversations lists pinned first, useSearch finds messages, and both see deletions and undo", async () => {
    const db = freshDb();
    const a = await createConversation(db, { settings: defaultSettings(), title: "Tide tables" });
    const b = await createConversation(db, { settings: defaultSettings(), title: "Lanterns" });
    await addMessage(db, user(b.id, "m1", null, "the ferry at dawn", 1));
    await setPinned(db, a.id, true);

    const list = renderHook(db, () => useConversations());
    await waitFor(() => expect(list.current().data?.map((c) => c.id)).toEqual([a.id, b.id]));
    const search = renderHook(db, () => useSearch("ferry", true, false));
    await waitFor(() => expect(search.current().items).toMatchObject([{ id: b.id, search: { messageId: "m1", inThinking: false } }]));
    expect(search.current().items?.[0].search?.snippet).toEqual({ text: "the ferry at dawn", marks: [[4, 9]] });

    const actions = renderHook(db, () => useConversationActions());
    let undo: () => Promise<void> = async () => undefined;
    await act(async () => {
      undo = await actions.current().remove(a.id);
    });
    await waitFor(() => expect(list.current().data?.map((c) => c.id)).toEqual([b.id]));
    await act(() => undo());
    await waitFor(() => expect(list.current().data?.map((c) => c.id)).toEqual([a.id, b.id]));

    await act(() => actions.current().rename(b.id, "  Lantern night "));
    await waitFor(() => expect(list.current().data?.[1].title).toBe("Lantern night"));
    // The search on screen follows the rows: renamed, then deleted.
    await waitFor(() => expect(search.current().items?.[0].title).toBe("Lantern night"));
    await act(async () => void (await actions.current().remove(b.id)));
    await waitFor(() => expect(search.current().items).toEqual([]));
  });

  it("useSearch shows no rows while a new search runs, and keeps them while the same one is asked again", async () => {
    const db = freshDb();
    const a = await createConversation(db, { settings: defaultSettings(), title: "Tide tables" });
    const b = await createConversation(db, { settings: defaultSettings(), title: "Lanterns" });
    let setSearch: (search: string) => void = () => undefined;
    const seen: Array<string[] | null> = [];
    const search = renderHook(db, () => {
      const [query, set] = useState("tide");
      setSearch = set;
      const result = useSearch(query, true, false);
      seen.push(result.items?.map((c) => c.id) ?? null);
      return result;
    });
    await waitFor(() => expect(search.current().items?.map((c) => c.id)).toEqual([a.id]));
    seen.length = 0;
    act(() => setSearch("lantern"));
    await waitFor(() => expect(search.current().items?.map((c) => c.id)).toEqual([b.id]));
    // Between the keystroke and the new result: the list said it was searching, never the old rows.
    expect(seen[0]).toBeNull();
    expect(seen).not.toContainEqual([a.id]);

    seen.length = 0;
    await act(() => addMessage(db, user(b.id, "m2", null, "lantern wicks", 2)));
    await waitFor(() => expect(search.current().items?.[0].search?.messageId).toBe("m2"));
    expect(seen).not.toContainEqual(null);
  });
});
