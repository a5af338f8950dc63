// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider, type QueryClient as Client } from "@tanstack/react-query";
import { act, createElement, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { useAppQueryClient } from "./query-client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The client a component gets, rendered under `wrap`. */
function clientUnder(wrap: (probe: ReactNode) => ReactNode = (probe) => probe): Client {
  let client: Client | null = null;
  function Probe(): ReactNode {
    client = useAppQueryClient();
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(wrap(createElement(Probe))));
  act(() => root.unmount());
  return client!;
}

describe("useAppQueryClient", () => {
  it("gives every component of the page the app's one client when none is provided, which resumes reads paused offline", async () => {
    const first = clientUnder();
    expect(first).toBeInstanceOf(QueryClient);
    expect(clientUnder()).toBe(first);
    // Mounted, as QueryClientProvider would have it: coming back online resumes a read paused offline.
    onlineManager.setOnline(false);
    const read = first.fetchQuery({ queryKey: ["paused"], queryFn: async () => "read" });
    onlineManager.setOnline(true);
    await expect(read).resolves.toBe("read");
  });

  it("gives the provided client where a test (or a tool) provides one", () => {
    const provided = new QueryClient();
    expect(clientUnder((probe) => createElement(QueryClientProvider, { client: provided }, probe))).toBe(provided);
  });
});
