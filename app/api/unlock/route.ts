import { handleUnlock } from "@/lib/server/access/unlock-handler";

// Exchanges an access code for the signed access cookie.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = handleUnlock;
