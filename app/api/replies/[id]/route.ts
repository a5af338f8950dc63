import { repliesHandler } from "@/lib/server/replies/replies-handler";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// A resumable reply (lib/server/replies): GET resumes it from ?offset=N, DELETE stops it.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// As the gateway's: a reply resumed mid-way may stream as long as the one that made it.
export const maxDuration = 300;

type Context = { params: Promise<{ id: string }> };

export const GET = whenConfigured("plain", async (request: Request, { params }: Context) => repliesHandler.GET(request, (await params).id));

export const DELETE = whenConfigured("plain", async (request: Request, { params }: Context) => repliesHandler.DELETE(request, (await params).id));
