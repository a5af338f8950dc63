// The search worker (see search-client.ts): keeps the index of this tab, off the page's thread.
import { serveRequests } from "@/lib/async/worker-protocol";
import { handleSearchJob } from "./search-jobs";

serveRequests(handleSearchJob);
