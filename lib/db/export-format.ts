// The JSON export document and its zod schema. The schema checks shape only: on import, messages are
// stored from the parsed JSON itself, never from zod's output, because zod rebuilds objects (key order,
// stripped keys) and an assistant turn must stay byte-for-byte what upstream sent.

import { z } from "zod";
import { attachmentKindOf, isAttachmentType, isImageType } from "@/lib/db/attachment-types";
import type { MessageNode } from "@/lib/protocol/message";
import { CACHE_TTLS, EFFORTS, MODEL_IDS, PROTOCOLS } from "@/lib/protocol/models";
import { BUILTIN_TOOL_NAMES, DEFAULT_MAX_TOOL_ROUNDS } from "@/lib/protocol/tool-settings";

export const EXPORT_FORMAT = "moonlit-export";
export const EXPORT_VERSION = 1;

const id = z.string().min(1);
const timestamp = z.number().finite();

// Only the types Moonlit itself attaches (lib/db/attachment-types.ts): a file of any other type
// could open as a page of Moonlit's own origin. A kept original is always an image.
export const attachmentType = z.string().refine(isAttachmentType, "is not a type Moonlit attaches (images and videos the composer takes)");
export const originalType = z.string().refine(isImageType, "is not an image type Moonlit attaches");

const settingsSchema = z.object({
  model: z.enum(MODEL_IDS),
  protocol: z.enum(PROTOCOLS),
  effort: z.enum(EFFORTS),
  system: z.string(),
  maxTokens: z.number().int().positive(),
  stopSequences: z.array(z.string()),
  cacheTtl: z.enum(CACHE_TTLS),
  webSearch: z.boolean(),
  webSearchMaxUses: z.number().int().nonnegative(),
  tools: z.array(
    z.object({ name: z.string(), description: z.string().optional(), inputSchema: z.record(z.string(), z.unknown()), strict: z.boolean().optional() }),
  ),
  toolChoice: z.discriminatedUnion("type", [
    z.object({ type: z.literal("auto") }),
    z.object({ type: z.literal("any") }),
    z.object({ type: z.literal("none") }),
    z.object({ type: z.literal("tool"), name: z.string() }),
  ]),
  outputFormat: z.enum(["text", "json_object", "json_schema"]).optional(),
  structuredOutput: z.object({ name: z.string(), schema: z.record(z.string(), z.unknown()), strict: z.boolean() }).nullable(),
  // Exports made before these existed lack them.
  builtinTools: z.array(z.enum(BUILTIN_TOOL_NAMES)).default([]),
  maxToolRounds: z.number().int().positive().default(DEFAULT_MAX_TOOL_ROUNDS),
});

export const exportedConversationSchema = z.object({
  id,
  title: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  pinned: z.boolean().default(false),
  settings: settingsSchema,
  activeLeafId: id.nullable(),
  preview: z.string().default(""),
});

const nodeBase = { id, conversationId: id, parentId: id.nullable(), createdAt: timestamp };

const attachmentRefSchema = z
  .object({
    id,
    kind: z.enum(["image", "video", "document"]),
    mediaType: attachmentType,
    name: z.string(),
    size: z.number().nonnegative(),
    url: z.string().optional(),
    document: z.object({ tokens: z.number().int().nonnegative(), pages: z.number().int().positive().optional() }).optional(),
  })
  .refine((ref) => attachmentKindOf(ref.mediaType) === ref.kind, { message: "does not match its mediaType", path: ["kind"] });

const anthropicMessageSchema = z.looseObject({
  id: z.string(),
  type: z.literal("message"),
  role: z.literal("assistant"),
  content: z.array(z.looseObject({ type: z.string() })),
});

const openaiResultSchema = z.looseObject({
  id: z.string(),
  message: z.looseObject({ role: z.literal("assistant"), content: z.string().nullable() }),
});

const assistantTurnSchema = z.discriminatedUnion("protocol", [
  z.object({ protocol: z.literal("anthropic"), message: anthropicMessageSchema }),
  z.object({ protocol: z.literal("openai"), result: openaiResultSchema }),
]);

export const exportedMessageSchema = z.discriminatedUnion("role", [
  z.looseObject({ ...nodeBase, role: z.literal("user"), text: z.string(), attachments: z.array(attachmentRefSchema) }),
  z.looseObject({
    ...nodeBase,
    role: z.literal("assistant"),
    turn: assistantTurnSchema,
    status: z.enum(["streaming", "complete", "stopped", "interrupted", "error"]),
  }),
  z.looseObject({
    ...nodeBase,
    role: z.literal("tool"),
    results: z.array(
      z.object({
        toolUseId: z.string(),
        name: z.string(),
        // Text, or the text and image blocks of a tool that returned images.
        content: z.union([z.string(), z.array(z.looseObject({ type: z.enum(["text", "image"]) }))]),
        isError: z.boolean().optional(),
      }),
    ),
  }),
]);

export const exportedAttachmentSchema = z.object({
  id,
  conversationId: id,
  mediaType: attachmentType,
  name: z.string(),
  size: z.number().nonnegative(),
  base64: z.string(),
  /** The picked image, when `base64` holds a scaled copy and the person kept originals. */
  original: z.object({ mediaType: originalType, base64: z.string() }).optional(),
});

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  conversations: z.array(exportedConversationSchema),
  messages: z.array(exportedMessageSchema),
  attachments: z.array(exportedAttachmentSchema),
});

export type ExportedConversation = z.output<typeof exportedConversationSchema>;
export type ExportedAttachment = z.output<typeof exportedAttachmentSchema>;

/** What `exportAll` produces; messages are the stored rows as they are. */
export interface MoonlitExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  conversations: ExportedConversation[];
  messages: MessageNode[];
  attachments: ExportedAttachment[];
}
