import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { anthropicGateway } from "./anthropic";
import type { GatewayAdapter } from "./gateway-adapter";
import { openaiGateway } from "./openai";

/** Each format's gateway adapter: a protocol added to PROTOCOLS fails to compile until it has one. */
export const GATEWAY_ADAPTERS: Readonly<Record<Protocol, GatewayAdapter>> = {
  anthropic: anthropicGateway,
  openai: openaiGateway,
};
