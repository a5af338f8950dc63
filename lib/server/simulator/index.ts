import "server-only";

// Demo mode and test double: answers Anthropic and OpenAI requests the way EvoLink would, shaped by
// the request itself (tools, web search, structured output, attachments, limits).

export { simulate, simulateAnthropic, simulateOpenAI, type SimulatedReply } from "./simulate";
export { simulatedResponse, simulatorResponse, type SimulatorResponseOptions } from "./response";
