import { repliesHandler } from "@/lib/server/replies/replies-handler";

// A kept reply (lib/server/replies): GET picks it up from ?offset=N, DELETE stops it.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// As the gateway's: a reply picked up mid-way may stream as long as the one that made it.
export const maxDuration = 300;

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return repliesHandler.GET(request, (await params).id);
}

export async function DELETE(request: Request, { params }: Context): Promise<Response> {
  return repliesHandler.DELETE(request, (await params).id);
}
