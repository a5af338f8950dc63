import { shareHandlers } from "@/lib/server/share/share-handlers";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// One share: its ciphertext for anyone holding the link (GET), revoked with its delete token (DELETE).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ id: string }>;
}

export const GET = whenConfigured("plain", async (_request: Request, { params }: Context) => shareHandlers.read((await params).id));

export const DELETE = whenConfigured("plain", async (request: Request, { params }: Context) => shareHandlers.revoke(request, (await params).id));
