// The Anthropic Messages request body as the Kimi documents define it (K3 and K3.1 share the route).
// Objects are loose: unknown fields pass, and content blocks are checked only for a string `type`
// because assistant turns are replayed verbatim with whatever blocks upstream produced; image blocks,
// which only the client writes, are checked as the document defines them (anthropic-image.ts).

import { z } from "zod";
import { checkContentImages } from "./anthropic-image";
import { ANTHROPIC_WEB_SEARCH_TYPE, MAX_STOP_SEQUENCE_BYTES, MAX_STOP_SEQUENCES } from "../models";
import {
  cacheTtlSchema,
  dispatch,
  effortSchema,
  fieldError,
  isRecord,
  jsonObjectSchema,
  modelSchema,
  streamSchema,
  tokenLimitSchema,
  utf8ByteLength,
} from "./common";

export { ANTHROPIC_WEB_SEARCH_TYPE };

// Typed as just `{ type: string }` so the stored block interfaces (no index signature) fit it.
const contentBlockSchema: z.ZodType<{ type: string }> = z.looseObject(
  { type: z.string({ error: "a content block needs a string type" }) },
  { error: "a content block must be an object with a type" },
);

type MessageShape = { role: "user" | "assistant"; content: string | Array<{ type: string }> };

// The Kimi documents take only user and assistant turns. A system turn is refused in the words
// Anthropic's API has long used for it: Claude Code, which sends its environment block as one to a
// model it does not know, reads them as "fold the turn into the conversation" and goes on (other
// words it retries, then gives up).
const SYSTEM_TURN = 'Unexpected role "system". The Messages API accepts a top-level `system` parameter, not "system" as an input message role.';

function roleError(issue: { input?: unknown }): string {
  if (issue.input === undefined) return "role is required";
  return issue.input === "system" ? SYSTEM_TURN : 'role must be "user" or "assistant"';
}

const messageSchema: z.ZodType<MessageShape> = z.looseObject(
  {
    role: z.enum(["user", "assistant"], { error: roleError }),
    content: z.union([z.string(), z.array(contentBlockSchema)], {
      error: fieldError("content is required", "content must be a string or an array of content blocks"),
    }),
  },
  { error: "each message must be an object with role and content" },
).superRefine((message, ctx) => checkContentImages(message.content, ctx));

const textBlockParamSchema = z.looseObject(
  {
    type: z.literal("text", { error: 'a system block must have type "text"' }),
    text: z.string({ error: "a system block needs a string text" }),
  },
  { error: "a system block must be an object" },
);

const systemSchema = dispatch((input) =>
  Array.isArray(input)
    ? z.array(textBlockParamSchema)
    : z.string({ error: "system must be a string or an array of text blocks" }),
);

const stopSequenceSchema = z
  .string({ error: "each stop sequence must be a string" })
  .refine((text) => utf8ByteLength(text) <= MAX_STOP_SEQUENCE_BYTES, {
    error: `a stop sequence can be at most ${MAX_STOP_SEQUENCE_BYTES} bytes (UTF-8)`,
  });

const stopSequencesSchema = z
  .array(stopSequenceSchema, { error: "stop_sequences must be an array of strings" })
  .max(MAX_STOP_SEQUENCES, { error: `at most ${MAX_STOP_SEQUENCES} stop_sequences are allowed` });

const MAX_USES_ERROR = "max_uses must be an integer of at least 1";

const webSearchToolSchema = z.looseObject({
  type: z.literal(ANTHROPIC_WEB_SEARCH_TYPE),
  name: z.literal("web_search", { error: 'the web search tool must be named "web_search"' }),
  max_uses: z.int({ error: MAX_USES_ERROR }).min(1, { error: MAX_USES_ERROR }).optional(),
});

const customToolSchema = z.looseObject({
  type: z.literal("custom").optional(),
  name: z
    .string({ error: fieldError("a tool needs a name", "a tool name must be a string") })
    .min(1, { error: "a tool name must not be empty" }),
  description: z.string({ error: "a tool description must be a string" }).optional(),
  input_schema: z.looseObject(
    {},
    { error: fieldError("a tool needs an input_schema", "input_schema must be a JSON Schema object") },
  ),
});

/** Tool types neither document defines (future server tools) pass through for upstream to judge. */
const otherToolSchema = z.looseObject({ type: z.string() });

const toolSchema = dispatch((input) => {
  if (!isRecord(input)) return z.looseObject({}, { error: "each tool must be an object" });
  if (input.type === ANTHROPIC_WEB_SEARCH_TYPE) return webSearchToolSchema;
  if (input.type === undefined || input.type === "custom") return customToolSchema;
  return otherToolSchema;
});

// K3 documents auto/any/tool and K3.1 auto/any/none; both are accepted on the shared route.
const toolChoiceSchema = z
  .looseObject(
    {
      type: z.enum(["auto", "any", "none", "tool"], { error: 'tool_choice.type must be "auto", "any", "none" or "tool"' }),
      name: z.string({ error: "tool_choice.name must be a string" }).optional(),
    },
    { error: 'tool_choice must be an object such as {"type":"auto"}' },
  )
  .refine((choice) => choice.type !== "tool" || (choice.name ?? "") !== "", {
    error: 'tool_choice of type "tool" needs the name of the tool',
    path: ["name"],
  });

const cacheControlSchema = z.looseObject(
  {
    type: z.literal("ephemeral", { error: 'cache_control.type must be "ephemeral"' }),
    ttl: cacheTtlSchema("cache_control.ttl").optional(),
  },
  { error: "cache_control must be an object" },
);

const outputFormatSchema = z.looseObject(
  {
    type: z.literal("json_schema", { error: 'output_config.format.type must be "json_schema"' }),
    schema: jsonObjectSchema("output_config.format.schema"),
  },
  { error: "output_config.format must be an object" },
);

const outputConfigSchema = z.looseObject(
  { effort: effortSchema("output_config.effort").optional(), format: outputFormatSchema.optional() },
  { error: "output_config must be an object" },
);

export const anthropicRequestSchema = z.looseObject(
  {
    model: modelSchema("anthropic"),
    messages: z
      .array(messageSchema, { error: fieldError("messages is required", "messages must be an array") })
      .min(1, { error: "messages must not be empty" }),
    max_tokens: tokenLimitSchema("max_tokens"),
    system: systemSchema.optional(),
    stream: streamSchema.optional(),
    tools: z.array(toolSchema, { error: "tools must be an array" }).optional(),
    tool_choice: toolChoiceSchema.optional(),
    stop_sequences: stopSequencesSchema.optional(),
    cache_control: cacheControlSchema.optional(),
    output_config: outputConfigSchema.optional(),
  },
  { error: "the request body must be a JSON object" },
);

export type AnthropicRequest = z.infer<typeof anthropicRequestSchema>;
