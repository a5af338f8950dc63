import { shareHandlers } from "@/lib/server/share/share-handlers";

// One share: its ciphertext for anyone holding the link (GET), revoked with its delete token (DELETE).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ id: string }>;
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return shareHandlers.read((await params).id);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return shareHandlers.revoke(request, (await params).id);
}
