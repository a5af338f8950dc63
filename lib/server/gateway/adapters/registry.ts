import "server-only";
import { PROTOCOLS, type Protocol } from "@/lib/protocol/models";
import { anthropicGateway } from "./anthropic";
import type { GatewayAdapter } from "./gateway-adapter";
import { openaiGateway } from "./openai";

/** Each format's gateway adapter: a protocol added to PROTOCOLS fails to compile until it has one. */
export const GATEWAY_ADAPTERS: Readonly<Record<Protocol, GatewayAdapter>> = {
  anthropic: anthropicGateway,
  openai: openaiGateway,
};

/**
 * The format the caller of a route that both formats' clients call (the replies route) speaks, by
 * what its clients always send. Anthropic's are asked first (PROTOCOLS' order): its SDK may send a
 * Bearer token too, but always anthropic-version. The browser chat sends neither, reads both, and
 * gets the first.
 */
export function askingProtocol(request: Request): Protocol {
  return PROTOCOLS.find((protocol) => GATEWAY_ADAPTERS[protocol].sentBy(request.headers)) ?? PROTOCOLS[0];
}
