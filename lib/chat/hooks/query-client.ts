// Which TanStack Query client the hooks use. The app has one per browser, made when a hook first
// needs it: the query library then loads with the views that read data, not with the chat page,
// whose first screen shows none. Tests (and tools such as an export preview) can provide another
// through QueryClientProvider, as they provide a database through DatabaseContext.

import { QueryClient, QueryClientContext } from "@tanstack/react-query";
import { useContext } from "react";

let browserClient: QueryClient | null = null;

function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

function appQueryClient(): QueryClient {
  // A server render gets a throwaway client: nothing is fetched there, and no request may see another's.
  if (typeof window === "undefined") return makeQueryClient();
  if (browserClient === null) {
    browserClient = makeQueryClient();
    // Mounted for the page's life, as QueryClientProvider would: reads paused offline resume online.
    browserClient.mount();
  }
  return browserClient;
}

/** The provided query client, else the app's. Pass it to useQuery. */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient();
}
