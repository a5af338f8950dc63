import "server-only";
import { createGatewayHandler } from "./handler";

// The two gateway endpoints, with the process environment and the real upstream.

export const handleAnthropicMessages: (request: Request) => Promise<Response> = createGatewayHandler("anthropic");

export const handleOpenAIChat: (request: Request) => Promise<Response> = createGatewayHandler("openai");
