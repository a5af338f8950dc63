// The image scaler's worker: decoding and encoding large images here keeps the page responsive.
import { serveRequests } from "@/lib/async/worker-protocol";
import { scaleJob } from "./scale-protocol";

serveRequests(scaleJob());
