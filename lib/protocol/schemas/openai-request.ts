// The OpenAI Chat Completions request body as the K3.1 document (003) defines it. Objects are loose:
// unknown fields pass, and message content is checked for its overall shape and its image and video
// parts (openai-media.ts).

import { z } from "zod";
import { MAX_OPENAI_TOOLS } from "../models";
import { checkContentMedia } from "./openai-media";
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
} from "./common";

// Every role of OpenAI's API passes (the K3.1 document lists four; clients also send `developer`),
// for upstream to judge; any other is refused in OpenAI's words.
const ROLES = ["system", "assistant", "user", "function", "tool", "developer"] as const;

function roleError(issue: { input?: unknown }): string {
  if (issue.input === undefined) return "role is required";
  const supported = `${ROLES.slice(0, -1).map((role) => `'${role}'`).join(", ")}, and '${ROLES.at(-1)}'`;
  const value = typeof issue.input === "string" ? `'${issue.input}'` : JSON.stringify(issue.input);
  return `Invalid value: ${value}. Supported values are: ${supported}.`;
}

const messageSchema = z.looseObject(
  {
    role: z.enum(ROLES, { error: roleError }),
    content: z
      .union([z.string(), z.array(z.unknown()), z.null()], { error: "content must be a string, an array of content parts or null" })
      .optional(),
  },
  { error: "each message must be an object with a role" },
).superRefine((message, ctx) => checkContentMedia(message.content, ctx));

const functionToolSchema = z.looseObject({
  type: z.literal("function"),
  function: z.looseObject(
    {
      name: z.string({ error: fieldError("a function tool needs a name", "a function name must be a string") }).min(1, {
        error: "a function name must not be empty",
      }),
      description: z.string({ error: "a function description must be a string" }).optional(),
      parameters: jsonObjectSchema("function.parameters").optional(),
      strict: z.boolean({ error: "function.strict must be true or false" }).optional(),
    },
    { error: fieldError("a function tool needs a function object", "function must be an object") },
  ),
});

const webSearchToolSchema = z.looseObject({ type: z.literal("web_search") });

/** Tool types the document does not define pass through for upstream to judge. */
const otherToolSchema = z.looseObject({ type: z.string({ error: 'a tool needs a type ("function" or "web_search")' }) });

const toolSchema = dispatch((input) => {
  if (!isRecord(input)) return z.looseObject({}, { error: "each tool must be an object" });
  if (input.type === "function") return functionToolSchema;
  if (input.type === "web_search") return webSearchToolSchema;
  return otherToolSchema;
});

const TOOL_CHOICE_ERROR = 'tool_choice must be "auto", "none", "required" or {"type":"function","function":{"name":…}}';

const toolChoiceSchema = dispatch((input) =>
  typeof input === "string"
    ? z.enum(["auto", "none", "required"], { error: TOOL_CHOICE_ERROR })
    : z.looseObject(
        {
          type: z.literal("function", { error: 'tool_choice.type must be "function"' }),
          function: z.looseObject(
            {
              name: z
                .string({ error: "tool_choice.function.name must be a string" })
                .min(1, { error: "tool_choice.function.name must not be empty" }),
            },
            { error: "tool_choice.function must be an object with a name" },
          ),
        },
        { error: TOOL_CHOICE_ERROR },
      ),
);

const promptCacheOptionsSchema = z.looseObject(
  {
    mode: z.literal("implicit", { error: 'prompt_cache_options.mode must be "implicit"' }).optional(),
    ttl: cacheTtlSchema("prompt_cache_options.ttl").optional(),
  },
  { error: "prompt_cache_options must be an object" },
);

const responseFormatSchema = z
  .looseObject(
    {
      type: z.enum(["text", "json_object", "json_schema"], {
        error: 'response_format.type must be "text", "json_object" or "json_schema"',
      }),
      json_schema: z
        .looseObject(
          {
            name: z.string({ error: "json_schema.name must be a string" }),
            strict: z.boolean({ error: "json_schema.strict must be true or false" }).optional(),
            schema: jsonObjectSchema("json_schema.schema"),
          },
          { error: "json_schema must be an object" },
        )
        .optional(),
    },
    { error: "response_format must be an object" },
  )
  .refine((format) => format.type !== "json_schema" || format.json_schema !== undefined, {
    error: 'response_format of type "json_schema" needs a json_schema object',
    path: ["json_schema"],
  });

export const openAIRequestSchema = z
  .looseObject(
    {
      model: modelSchema("openai"),
      messages: z
        .array(messageSchema, { error: fieldError("messages is required", "messages must be an array") })
        .min(1, { error: "messages must not be empty" }),
      max_completion_tokens: tokenLimitSchema("max_completion_tokens").optional(),
      max_tokens: tokenLimitSchema("max_tokens").optional(),
      reasoning_effort: effortSchema("reasoning_effort").optional(),
      stream: streamSchema.optional(),
      tools: z
        .array(toolSchema, { error: "tools must be an array" })
        .max(MAX_OPENAI_TOOLS, { error: `at most ${MAX_OPENAI_TOOLS} tools are allowed` })
        .optional(),
      tool_choice: toolChoiceSchema.optional(),
      prompt_cache_options: promptCacheOptionsSchema.optional(),
      response_format: responseFormatSchema.optional(),
    },
    { error: "the request body must be a JSON object" },
  )
  .refine((body) => body.max_tokens === undefined || body.max_completion_tokens === undefined, {
    error: "max_tokens is a deprecated alias of max_completion_tokens: never send both",
    path: ["max_tokens"],
  });

export type OpenAIRequest = z.infer<typeof openAIRequestSchema>;
