import { handleStatus } from "@/lib/server/gateway/status-handler";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// Demo mode and whether this browser must unlock; never the key or the upstream URL.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = whenConfigured("plain", handleStatus);
