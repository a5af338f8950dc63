// The code highlighter's worker: tokenises off the main thread and posts the tokens back.
import { serveRequests } from "@/lib/async/worker-protocol";
import { highlightJob } from "./highlight-core";

serveRequests(highlightJob);
