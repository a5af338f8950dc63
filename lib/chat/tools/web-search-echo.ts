// Kimi's OpenAI `$web_search` is a server tool: upstream searches, and the client answers the call
// with its arguments string, sent back unchanged (PROTOCOL §3), so the answer is never cut.

import type { ToolRunner, WebSearchSource } from "./tool-runner";

export const echoWebSearch: ToolRunner<WebSearchSource> = async (call) => ({ content: String(call.input), isError: false });
