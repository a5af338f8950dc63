import "server-only";
import { z } from "zod";
import { OperatorServersError, parseOperatorServers, type OperatorServer } from "@/lib/server/mcp/operator-servers";
import { baseUrl, flag, isRedisUrl, optionalCount, optionalMs, optionalText, positiveInt, wholeNumber } from "./env-values";

// Server configuration, parsed once. The upstream key and URLs live only here and in the gateway;
// nothing derived from them is ever sent to the browser.

const MIB = 1024 * 1024;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const schema = z.object({
  EVOLINK_API_KEY: optionalText,
  EVOLINK_BASE_URL: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== "" ? value : "https://direct.evolink.ai"))
    .pipe(baseUrl),
  // Unset → the documented fallback; set to the empty string → no fallback at all.
  EVOLINK_FALLBACK_BASE_URL: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? "https://api.evolink.ai" : value.trim()))
    .pipe(z.union([z.literal(""), baseUrl]))
    .transform((value) => (value === "" ? undefined : value)),
  ACCESS_CODE: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((code) => code.trim())
        .filter((code) => code !== ""),
    ),
  ACCESS_COOKIE_SECRET: optionalText,
  // Several base64 images fit comfortably; a request past this is refused before it is buffered whole.
  MAX_REQUEST_BYTES: positiveInt(32 * MIB),
  // The bytes of request bodies held at once, all requests together; past it requests wait, then get 503.
  MAX_BODY_BYTES_IN_FLIGHT: positiveInt(128 * MIB),
  // A request body that sends nothing for this long is ended (408) and its bytes go back to the
  // budget: a live upload, even a slow one, never pauses this long; a dead connection would.
  REQUEST_BODY_IDLE_TIMEOUT_MS: positiveInt(30_000),
  // Streaming replies send headers when generation starts, so a minute of silence means the upstream
  // is stuck: the fallback deserves a try, or, after the last base, the client a 504. Non-streaming replies send headers only after the whole
  // generation, so for them this bounds only the connection set-up (see upstream-client.ts).
  UPSTREAM_HEADERS_TIMEOUT_MS: positiveInt(60_000),
  // A stream whose upstream sends nothing for this long is ended with an error event (0: never).
  // Thinking and web searches stream deltas, and Anthropic-format streams send pings, so two minutes
  // of silence is a stuck connection, not a slow model.
  UPSTREAM_IDLE_TIMEOUT_MS: optionalMs(120_000),
  // Where shares live: a directory on disk (relative to the working directory), or Redis when set.
  SHARE_STORE_DIR: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== "" ? value.trim() : ".data/shares")),
  REDIS_URL: optionalText.pipe(z.string().refine(isRedisUrl, "must be a redis:// or rediss:// URL").optional()),
  // Unset → 10 MiB, or 4 MiB on Vercel, whose functions refuse request bodies past 4.5 MB.
  SHARE_MAX_BYTES: optionalText.pipe(positiveInt(1).optional()),
  SHARE_CREATE_LIMIT: positiveInt(30),
  // The share store's quota (see shareLimits below for the defaults, which depend on the store).
  SHARE_STORE_MAX_BYTES: optionalText.pipe(positiveInt(1).optional()),
  SHARE_STORE_MAX_SHARES: positiveInt(10_000),
  SHARE_NEVER_EXPIRING_MAX_BYTES: optionalCount,
  SHARE_NEVER_EXPIRING_MAX_SHARES: optionalCount,
  SHARE_CLIENT_BYTES_PER_HOUR: optionalText.pipe(positiveInt(1).optional()),
  VERCEL: optionalText,
  // The deployment's own host names, set by Vercel: answered without ALLOWED_HOSTS.
  VERCEL_URL: optionalText,
  VERCEL_BRANCH_URL: optionalText,
  VERCEL_PROJECT_PRODUCTION_URL: optionalText,
  // Proxies in front of the server whose X-Forwarded-For entries are believed: 0 means none, and
  // the client is the address of the connection itself.
  TRUST_PROXY_HOPS: wholeNumber(0),
  // Host names this server answers to (comma-separated). Stops DNS rebinding. Empty: loopback names,
  // IP addresses and, on Vercel, the deployment's own names (lib/server/access/default-hosts.ts).
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ""),
    ),
  // Lets a person send their own EvoLink key (x-evolink-key) to be used in place of the server's.
  ALLOW_USER_KEYS: flag,
  // MCP (lib/server/mcp): the relay connects to servers people name only on public addresses,
  // unless this lets it reach private networks too (a LAN or Docker setup). Cloud metadata
  // addresses stay refused either way.
  MCP_ALLOW_PRIVATE_NETWORKS: flag,
  // Servers the operator offers everyone (JSON; see operator-servers.ts). Their URLs and headers stay here.
  MCP_SERVERS: optionalText,
  // How long the relay waits for an MCP server's answer, and for the next event within one.
  MCP_TIMEOUT_MS: positiveInt(120_000),
  // The largest single MCP message the relay hands on (one JSON body or one event).
  MCP_MAX_RESPONSE_BYTES: positiveInt(8 * MIB),
  // The longest one MCP call may take through the relay, however steadily its server sends progress.
  MCP_CALL_DEADLINE_MS: positiveInt(600_000),
  // Relay requests one client may have under way at once (each open MCP event stream is one).
  MCP_MAX_CALLS_PER_CLIENT: positiveInt(16),
  // How much the server logs (one JSON line per gateway request at info).
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().toLowerCase() || "info")
    .pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` })),
});

export interface ServerEnv {
  apiKey: string | undefined;
  demo: boolean;
  baseUrl: string;
  fallbackBaseUrl: string | undefined;
  accessCodes: string[];
  accessCookieSecret: string | undefined;
  maxRequestBytes: number;
  maxBodyBytesInFlight: number;
  /** Silence after which a request body still arriving is given up on. */
  requestBodyIdleTimeoutMs: number;
  upstreamHeadersTimeoutMs: number;
  /** 0: no idle limit. */
  upstreamIdleTimeoutMs: number;
  shareStoreDir: string;
  redisUrl: string | undefined;
  /** Largest POST /api/share body. */
  shareMaxBytes: number;
  /** Shares one client may create per hour. */
  shareCreateLimit: number;
  /** What the share store keeps in all, and of that, what never expires (0 shares: none may). */
  shareQuota: { maxBytes: number; maxShares: number; neverMaxBytes: number; neverMaxShares: number };
  /** Share bytes one client may store per hour. */
  shareClientBytesPerHour: number;
  /** Running on Vercel, where no disk outlives a request. */
  onVercel: boolean;
  trustProxyHops: number;
  allowedHosts: string[];
  /** The platform's names for this deployment (Vercel's VERCEL_*URL), lowercase, without scheme. */
  platformHosts: string[];
  allowUserKeys: boolean;
  mcpAllowPrivateNetworks: boolean;
  mcpServers: OperatorServer[];
  mcpTimeoutMs: number;
  mcpMaxResponseBytes: number;
  mcpCallDeadlineMs: number;
  mcpMaxCallsPerClient: number;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class EnvError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = "EnvError";
  }
}

export function parseEnv(record: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(record);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EnvError(String(issue.path[0] ?? "environment"), issue.message);
  }
  const env = result.data;
  const shareMaxBytes = env.SHARE_MAX_BYTES ?? (env.VERCEL ? 4 * MIB : 10 * MIB);
  return {
    apiKey: env.EVOLINK_API_KEY,
    demo: env.EVOLINK_API_KEY === undefined,
    baseUrl: env.EVOLINK_BASE_URL,
    fallbackBaseUrl: env.EVOLINK_FALLBACK_BASE_URL,
    accessCodes: env.ACCESS_CODE,
    accessCookieSecret: env.ACCESS_COOKIE_SECRET,
    maxRequestBytes: env.MAX_REQUEST_BYTES,
    maxBodyBytesInFlight: env.MAX_BODY_BYTES_IN_FLIGHT,
    requestBodyIdleTimeoutMs: env.REQUEST_BODY_IDLE_TIMEOUT_MS,
    upstreamHeadersTimeoutMs: env.UPSTREAM_HEADERS_TIMEOUT_MS,
    upstreamIdleTimeoutMs: env.UPSTREAM_IDLE_TIMEOUT_MS,
    shareStoreDir: env.SHARE_STORE_DIR,
    redisUrl: env.REDIS_URL,
    shareMaxBytes,
    shareCreateLimit: env.SHARE_CREATE_LIMIT,
    ...shareLimits(env, shareMaxBytes),
    onVercel: env.VERCEL !== undefined,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    allowedHosts: env.ALLOWED_HOSTS,
    platformHosts: [env.VERCEL_URL, env.VERCEL_BRANCH_URL, env.VERCEL_PROJECT_PRODUCTION_URL]
      .filter((host) => host !== undefined)
      .map((host) => host.replace(/^https?:\/\//i, "").replace(/[/:].*$/, "").toLowerCase()),
    allowUserKeys: env.ALLOW_USER_KEYS,
    mcpAllowPrivateNetworks: env.MCP_ALLOW_PRIVATE_NETWORKS,
    mcpServers: operatorServers(env.MCP_SERVERS),
    mcpTimeoutMs: env.MCP_TIMEOUT_MS,
    mcpMaxResponseBytes: env.MCP_MAX_RESPONSE_BYTES,
    mcpCallDeadlineMs: env.MCP_CALL_DEADLINE_MS,
    mcpMaxCallsPerClient: env.MCP_MAX_CALLS_PER_CLIENT,
    logLevel: env.LOG_LEVEL,
  };
}

function operatorServers(text: string | undefined): OperatorServer[] {
  try {
    return parseOperatorServers(text);
  } catch (error) {
    if (error instanceof OperatorServersError) throw new EnvError("MCP_SERVERS", error.message);
    throw error;
  }
}

/**
 * The share store's bounds. Shares that expire give their room back by themselves; those that never
 * expire do not, so they get a quarter of it by default and can never fill the store for good. Redis
 * keeps everything in memory, hence its smaller default. A bound below SHARE_MAX_BYTES would refuse
 * every share of the largest size, so it is a configuration error.
 */
function shareLimits(env: z.output<typeof schema>, shareMaxBytes: number): Pick<ServerEnv, "shareQuota" | "shareClientBytesPerHour"> {
  const atLeastOneShare = (variable: string, value: number | undefined, fallback: number) => {
    if (value !== undefined && value < shareMaxBytes) {
      throw new EnvError(variable, `must be at least SHARE_MAX_BYTES (${shareMaxBytes}), or no share of the largest size could be kept`);
    }
    return value ?? Math.max(fallback, shareMaxBytes);
  };
  const maxBytes = atLeastOneShare("SHARE_STORE_MAX_BYTES", env.SHARE_STORE_MAX_BYTES, env.REDIS_URL ? 200 * MIB : 1024 * MIB);
  const maxShares = env.SHARE_STORE_MAX_SHARES;
  return {
    shareQuota: {
      maxBytes,
      maxShares,
      neverMaxBytes: env.SHARE_NEVER_EXPIRING_MAX_BYTES ?? Math.ceil(maxBytes / 4),
      neverMaxShares: env.SHARE_NEVER_EXPIRING_MAX_SHARES ?? Math.ceil(maxShares / 4),
    },
    shareClientBytesPerHour: atLeastOneShare("SHARE_CLIENT_BYTES_PER_HOUR", env.SHARE_CLIENT_BYTES_PER_HOUR, 50 * MIB),
  };
}

/** Whether Vercel runs this process, read as parseEnv reads VERCEL but apart from it: it may be what failed. */
export function runsOnVercel(record: Record<string, string | undefined> = process.env): boolean {
  return optionalText.parse(record.VERCEL) !== undefined;
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
