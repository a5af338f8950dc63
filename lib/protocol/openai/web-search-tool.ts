// Kimi's built-in web search on the OpenAI format: a builtin_function the client answers with its own arguments (PROTOCOL §3).
export const OPENAI_WEB_SEARCH = "$web_search";
