// Where each protocol's request goes, directly to the test upstream or through the gateway, and the
// smallest valid body the gateway's validation accepts.

export type Protocol = "anthropic" | "openai";

export const PROTOCOLS: readonly Protocol[] = ["anthropic", "openai"];

export const UPSTREAM_PATH: Record<Protocol, "/v1/messages" | "/v1/chat/completions"> = {
  anthropic: "/v1/messages",
  openai: "/v1/chat/completions",
};

export const GATEWAY_PATH: Record<Protocol, string> = {
  anthropic: "/api/anthropic/v1/messages",
  openai: "/api/openai/v1/chat/completions",
};

const MODEL = "kimi-k3.1-pro";
const MESSAGES = [{ role: "user", content: "Benchmark: write a long answer." }];

export const REQUEST_BODY: Record<Protocol, unknown> = {
  anthropic: { model: MODEL, max_tokens: 1024, stream: true, messages: MESSAGES },
  openai: { model: MODEL, max_completion_tokens: 1024, stream: true, messages: MESSAGES },
};

export const REQUEST_HEADERS: Record<Protocol, Record<string, string>> = {
  anthropic: { "anthropic-version": "2023-06-01" },
  openai: {},
};

/** The gateway's upstream key in the benchmarks: as long as a real one, since the gateway searches
 * every relayed byte for it and that search skips ahead by up to the key's length. */
export const BENCH_KEY = "sk-bench-0123456789abcdefghijklmnopqrstuvwxyzABCDEF";

/** The built app's environment for a bench: this key, one upstream (no fallback), no access code. */
export function benchAppEnv(upstreamUrl: string): Record<string, string> {
  return { EVOLINK_API_KEY: BENCH_KEY, EVOLINK_BASE_URL: upstreamUrl, EVOLINK_FALLBACK_BASE_URL: "", ACCESS_CODE: "" };
}
