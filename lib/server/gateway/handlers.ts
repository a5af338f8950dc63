import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { validateAnthropicRequest, validateOpenAIRequest } from "@/lib/protocol/validate-request";
import { loggedGateway, type GatewayHandler, type ObservedDeps } from "@/lib/server/logging/gateway-log";
import { simulatorResponse } from "@/lib/server/simulator";
import { createGatewayHandler } from "./handler";
import { undiciUpstreamClient } from "./upstream-client";

// The two gateway endpoints, with the process environment and the real upstream, each request
// logged as one JSON line (lib/server/logging/gateway-log.ts).

const REAL: ObservedDeps = {
  upstream: undiciUpstreamClient,
  validate: (protocol, body) => (protocol === "anthropic" ? validateAnthropicRequest(body) : validateOpenAIRequest(body)),
  simulate: simulatorResponse,
};

const logged = (protocol: Protocol): GatewayHandler =>
  loggedGateway(protocol, REAL, (deps) => createGatewayHandler(protocol, deps));

export const handleAnthropicMessages: GatewayHandler = logged("anthropic");

export const handleOpenAIChat: GatewayHandler = logged("openai");
