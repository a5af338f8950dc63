import { handleStatus } from "@/lib/server/gateway/status-handler";

// Demo mode and whether this browser must unlock; never the key or the upstream URL.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = handleStatus;
