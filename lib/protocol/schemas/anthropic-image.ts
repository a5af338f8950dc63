// The Anthropic image block as the K3.1 document (000) defines it, in a user message or inside a
// tool_result's content array: a base64 source with one of four media types, or a url source. The
// K3 document (004) defines no image block; such a request goes on for upstream to judge.

import { z } from "zod";
import { dispatch, fieldError, isRecord } from "./common";

export const IMAGE_MEDIA_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

const base64SourceSchema = z.looseObject({
  type: z.literal("base64"),
  media_type: z.enum(IMAGE_MEDIA_TYPES, {
    error: fieldError("a base64 image source needs a media_type", `media_type must be one of: ${IMAGE_MEDIA_TYPES.join(", ")}`),
  }),
  data: z
    .string({ error: fieldError("a base64 image source needs data", "data must be a base64 string") })
    .min(1, { error: "data must not be empty" })
    .refine((data) => !data.startsWith("data:"), { error: 'data is the base64 text alone, without a "data:" prefix' }),
});

const urlSourceSchema = z.looseObject({
  type: z.literal("url"),
  url: z.string({ error: fieldError("a url image source needs a url", "url must be a string") }).min(1, { error: "url must not be empty" }),
});

const sourceSchema = dispatch((input) => {
  if (!isRecord(input)) return z.looseObject({}, { error: fieldError("an image block needs a source", "source must be an object") });
  if (input.type === "base64") return base64SourceSchema;
  if (input.type === "url") return urlSourceSchema;
  return z.looseObject({ type: z.enum(["base64", "url"], { error: 'source.type must be "base64" or "url"' }) });
});

const imageBlockSchema = z.looseObject({ type: z.literal("image"), source: sourceSchema });

type Path = Array<string | number>;

interface IssueSink {
  addIssue(issue: { code: "custom"; message: string; path: Path; input: unknown }): void;
}

function checkImage(block: unknown, path: Path, ctx: IssueSink): void {
  const result = imageBlockSchema.safeParse(block);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: [...path, ...issue.path.map((key) => key as string | number)], input: block });
  }
}

/** Checks every image block of a message's content, including those inside tool_result blocks. */
export function checkContentImages(content: unknown, ctx: IssueSink): void {
  if (!Array.isArray(content)) return;
  content.forEach((block: unknown, index) => {
    if (!isRecord(block)) return;
    if (block.type === "image") checkImage(block, ["content", index], ctx);
    if (block.type === "tool_result" && Array.isArray(block.content)) {
      block.content.forEach((inner: unknown, innerIndex) => {
        if (isRecord(inner) && inner.type === "image") checkImage(inner, ["content", index, "content", innerIndex], ctx);
      });
    }
  });
}
