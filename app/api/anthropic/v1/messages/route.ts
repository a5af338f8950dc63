import { handleAnthropicMessages } from "@/lib/server/gateway/endpoints";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// Anthropic Messages, relayed to EvoLink (base URL for the SDK: <origin>/api/anthropic).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// Seconds a reply may stream on Vercel: the most every plan accepts (a larger value fails Hobby
// deployments). On Pro or Enterprise, raise it to 800 for very long reasoning (README, Hosting).
export const maxDuration = 300;

export const POST = whenConfigured("anthropic", handleAnthropicMessages);
