import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { loggedGateway, type RouteHandler } from "@/lib/server/logging/gateway-log";
import { createGatewayHandler } from "./gateway-handler";

// The two gateway endpoints, with the process environment and the real upstream, each request
// logged as one JSON line (lib/server/logging/gateway-log.ts).

const logged = (protocol: Protocol): RouteHandler => loggedGateway(protocol, createGatewayHandler(protocol));

export const handleAnthropicMessages: RouteHandler = logged("anthropic");

export const handleOpenAIChat: RouteHandler = logged("openai");
