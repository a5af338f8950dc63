export { startTestMcpServer, type TestMcpServer, type TestMcpServerOptions } from "./server";
export { HUGE_DEFAULT_BYTES, TOOL_NAMES } from "./tools";
export type { ServerLog, SeenRequest } from "./server-log";
