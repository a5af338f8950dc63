// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, createElement, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConversation, LIST_PAGE_ROWS, replaceTitle } from "@/lib/db/conversations";
import { openDatabase } from "@/lib/db/database";
import { countReads } from "@/lib/db/test-support/count-reads";
import type { ConversationRecord } from "@/lib/db/records";
import { defaultSettings } from "@/lib/db/default-settings";
import { DatabaseContext } from "./database-context";
import { FIRST_SCREEN_ROWS } from "./db-queries";
import { useConversations } from "./use-conversations";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const row = (i: number): ConversationRecord => ({
  id: `c${String(i).padStart(3, "0")}`,
  title: `Chat ${i}`,
  createdAt: i,
  updatedAt: i,
  pinned: i === 0,
  settings: defaultSettings(),
  activeLeafId: null,
  preview: "",
});

describe("useConversations", () => {
  it("shows the first screen from a read of its rows, then the whole list (in pages), then stays current", async () => {
    const db = openDatabase(`use-conversations-${Math.random()}`);
    // Before the database opens: Dexie builds its middleware stack then.
    const { reads } = countReads(db);
    const total = LIST_PAGE_ROWS + 40;
    await db.conversations.bulkAdd(Array.from({ length: total }, (_, i) => row(i)));
    reads.length = 0;

    const seen: number[] = [];
    let latest: ConversationRecord[] = [];
    function Probe(): ReactNode {
      const { data } = useConversations();
      if (data && seen.at(-1) !== data.length) seen.push(data.length);
      latest = data ?? [];
      return null;
    }
    const root = createRoot(document.createElement("div"));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    act(() => root.render(createElement(QueryClientProvider, { client }, createElement(DatabaseContext.Provider, { value: db }, createElement(Probe)))));
    cleanups.push(() => act(() => root.unmount()));

    await vi.waitFor(() => expect(seen.at(-1)).toBe(total), { timeout: 3000 });
    expect(seen).toEqual([FIRST_SCREEN_ROWS, total]);
    // The first screen's read came first and read only its rows; the whole list was read after it.
    expect(reads[0]).toBe(FIRST_SCREEN_ROWS);
    expect(reads.slice(1)).toEqual([LIST_PAGE_ROWS, total - LIST_PAGE_ROWS]);

    await act(() => createConversation(db, { settings: defaultSettings(), title: "New" }).then(() => undefined));
    await vi.waitFor(() => expect(seen.at(-1)).toBe(total + 1), { timeout: 3000 });
    // A change to a row of the last page (a new title leaves its place) is seen too: the live query
    // follows every page it read.
    await act(() => replaceTitle(db, "c001", "Chat 1", "Renamed"));
    await vi.waitFor(() => expect(latest.at(-1)).toMatchObject({ id: "c001", title: "Renamed" }), { timeout: 3000 });
  });
});
