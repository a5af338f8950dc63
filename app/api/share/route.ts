import { shareHandlers } from "@/lib/server/share/share-handlers";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// Share links: whether this server can keep shares (GET) and keeping one ciphertext (POST).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = whenConfigured("plain", () => shareHandlers.availability());

export const POST = whenConfigured("plain", (request: Request) => shareHandlers.create(request));
