import "server-only";

// Demo mode and test double: answers Anthropic and OpenAI requests the way EvoLink would, shaped by
// the request itself (tools, web search, structured output, attachments, limits).

export { simulatedResponse } from "./response";
