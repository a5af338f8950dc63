// The models Moonlit offers and what each one's API document defines. Settings a model's document
// lacks are neither shown nor sent.

export type Protocol = "anthropic" | "openai";

export const MODEL_IDS = ["kimi-k3", "kimi-k3.1-pro", "kimi-k3.1-pro-highspeed"] as const;
export type ModelId = (typeof MODEL_IDS)[number];

export const EFFORTS = ["low", "high", "max"] as const;
export type Effort = (typeof EFFORTS)[number];
/** Accepted on the wire; the documents map them to the three above. */
export const EFFORT_ALIASES = ["medium", "xhigh", "minimal", "none"] as const;

export const CACHE_TTLS = ["5m", "1h"] as const;
export type CacheTtl = (typeof CACHE_TTLS)[number];

export const MAX_OUTPUT_TOKENS = 1_048_576;
export const MAX_STOP_SEQUENCES = 5;
export const MAX_STOP_SEQUENCE_BYTES = 32;
export const MAX_OPENAI_TOOLS = 128;
/** The Anthropic server web-search tool type the K3.1 document names. */
export const ANTHROPIC_WEB_SEARCH_TYPE = "web_search_20250305";

export interface ModelCapabilities {
  label: string;
  protocols: readonly Protocol[];
  effort: boolean;
  cacheTtl: boolean;
  structuredOutput: boolean;
  webSearch: boolean;
  stopSequences: boolean;
  images: boolean;
  /** tool_choice types the Anthropic document lists for this model. */
  anthropicToolChoice: readonly string[];
}

export const MODELS: Record<ModelId, ModelCapabilities> = {
  "kimi-k3": {
    label: "Kimi K3",
    protocols: ["anthropic"],
    effort: false,
    cacheTtl: false,
    structuredOutput: false,
    webSearch: false,
    stopSequences: false,
    images: false,
    anthropicToolChoice: ["auto", "any", "tool"],
  },
  "kimi-k3.1-pro": {
    label: "Kimi K3.1 Pro",
    protocols: ["anthropic", "openai"],
    effort: true,
    cacheTtl: true,
    structuredOutput: true,
    webSearch: true,
    stopSequences: true,
    images: true,
    anthropicToolChoice: ["auto", "any", "none"],
  },
  "kimi-k3.1-pro-highspeed": {
    label: "Kimi K3.1 Pro Highspeed",
    protocols: ["anthropic", "openai"],
    effort: true,
    cacheTtl: true,
    structuredOutput: true,
    webSearch: true,
    stopSequences: true,
    images: true,
    anthropicToolChoice: ["auto", "any", "none"],
  },
};

export function isModelId(value: unknown): value is ModelId {
  return typeof value === "string" && (MODEL_IDS as readonly string[]).includes(value);
}

export function modelSupports(model: ModelId, protocol: Protocol): boolean {
  return MODELS[model].protocols.includes(protocol);
}
