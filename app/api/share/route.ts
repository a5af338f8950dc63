import { shareHandlers } from "@/lib/server/share/share-handlers";

// Share links: whether this server can keep shares (GET) and keeping one ciphertext (POST).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET(): Response {
  return shareHandlers.availability();
}

export function POST(request: Request): Promise<Response> {
  return shareHandlers.create(request);
}
