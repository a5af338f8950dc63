// The models Moonlit offers and, per format, what that format's API document defines (000: K3.1 over
// Anthropic, 003: K3.1 over OpenAI, 004: kimi-k3 over Anthropic). A setting the chosen format's
// document lacks is neither shown nor sent.

export const PROTOCOLS = ["anthropic", "openai"] as const;
export type Protocol = (typeof PROTOCOLS)[number];

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

/** Tool choices in the settings' terms: OpenAI's "required" is "any", its named function is "tool". */
export type ToolChoiceType = "auto" | "any" | "none" | "tool";

/** What one model's API document defines for one format. */
export interface FormatCapabilities {
  /** Reasoning effort: Anthropic output_config.effort, OpenAI reasoning_effort. */
  effort: boolean;
  /** The cache write TTL: Anthropic top-level cache_control, OpenAI prompt_cache_options. */
  cacheTtl: boolean;
  stopSequences: boolean;
  webSearch: boolean;
  /** A per-reply search limit on the web search tool (Anthropic max_uses). */
  webSearchMaxUses: boolean;
  /** A JSON Schema the reply must follow. */
  structuredOutput: boolean;
  /** Any JSON object as the reply (OpenAI response_format json_object). */
  jsonObject: boolean;
  /**
   * Images, as bytes or by address: every document that takes images takes a URL too (000: a
   * `{"type":"url"}` source; 003: `image_url` with the URL).
   */
  images: boolean;
  video: boolean;
  toolChoices: readonly ToolChoiceType[];
}

export interface ModelInfo {
  label: string;
  /** The formats the model has a document for, each with what that document defines. */
  formats: Partial<Record<Protocol, FormatCapabilities>>;
}

/** 004 (kimi-k3, Anthropic only): system, tools and tool choice; text-only messages. */
const K3_ANTHROPIC: FormatCapabilities = {
  effort: false,
  cacheTtl: false,
  stopSequences: false,
  webSearch: false,
  webSearchMaxUses: false,
  structuredOutput: false,
  jsonObject: false,
  images: false,
  video: false,
  toolChoices: ["auto", "any", "tool"],
};

/** 000 (K3.1 Pro and Highspeed, Anthropic) and 003 (the same two, OpenAI). */
const K31: ModelInfo["formats"] = {
  anthropic: {
    effort: true,
    cacheTtl: true,
    stopSequences: true,
    webSearch: true,
    webSearchMaxUses: true,
    structuredOutput: true,
    jsonObject: false,
    images: true,
    video: false,
    toolChoices: ["auto", "any", "none"],
  },
  openai: {
    effort: true,
    cacheTtl: true,
    stopSequences: false,
    webSearch: true,
    webSearchMaxUses: false,
    structuredOutput: true,
    jsonObject: true,
    images: true,
    video: true,
    toolChoices: ["auto", "any", "none", "tool"],
  },
};

/** The model offered when the chosen one reads text only and a person attaches an image. */
export const MEDIA_MODEL: ModelId = "kimi-k3.1-pro";

export const MODELS: Record<ModelId, ModelInfo> = {
  "kimi-k3": { label: "Kimi K3", formats: { anthropic: K3_ANTHROPIC } },
  "kimi-k3.1-pro": { label: "Kimi K3.1 Pro", formats: K31 },
  "kimi-k3.1-pro-highspeed": { label: "Kimi K3.1 Pro Highspeed", formats: K31 },
};

export function isModelId(value: unknown): value is ModelId {
  return typeof value === "string" && (MODEL_IDS as readonly string[]).includes(value);
}

/** The formats `model` speaks; the first is where settings for a format it lacks go. */
export function modelProtocols(model: ModelId): Protocol[] {
  return PROTOCOLS.filter((protocol) => MODELS[model].formats[protocol] !== undefined);
}

export function modelSupports(model: ModelId, protocol: Protocol): boolean {
  return MODELS[model].formats[protocol] !== undefined;
}

/**
 * What the document for `model` in `protocol` defines. For a format the model lacks, its first
 * format's: that is where normalizeSettings sends such settings.
 */
export function formatCapabilities(model: ModelId, protocol: Protocol): FormatCapabilities {
  const formats = MODELS[model].formats;
  return formats[protocol] ?? formats[modelProtocols(model)[0]]!;
}
