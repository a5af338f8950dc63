import { handleAnthropicMessages } from "@/lib/server/gateway/handlers";

// Anthropic Messages, relayed to EvoLink (base URL for the SDK: <origin>/api/anthropic).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// Seconds; the most Vercel allows on Pro/Enterprise. Long generations stream for many minutes.
export const maxDuration = 800;

export const POST = handleAnthropicMessages;
