import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { loggedGateway, type GatewayHandler, type ObservedDeps } from "@/lib/server/logging/gateway-log";
import { simulatedResponse } from "@/lib/server/simulator";
import { createGatewayHandler } from "./handler";
import { checkRequestBody } from "./request-check-pool";
import { undiciUpstreamClient } from "./upstream-client";

// The two gateway endpoints, with the process environment and the real upstream, each request
// logged as one JSON line (lib/server/logging/gateway-log.ts).

const REAL: ObservedDeps = {
  upstream: undiciUpstreamClient,
  check: checkRequestBody,
  simulate: simulatedResponse,
};

const logged = (protocol: Protocol): GatewayHandler =>
  loggedGateway(protocol, REAL, (deps) => createGatewayHandler(protocol, deps));

export const handleAnthropicMessages: GatewayHandler = logged("anthropic");

export const handleOpenAIChat: GatewayHandler = logged("openai");
