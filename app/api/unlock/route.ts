import { handleUnlock } from "@/lib/server/access/unlock-handler";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// Exchanges an access code for the signed access cookie.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = whenConfigured("plain", handleUnlock);
