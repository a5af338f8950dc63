// The OpenAI image and video content parts as the K3.1 document (003) defines them: `image_url` and
// `video_url` each either a URL string or an object with a `url` (a web address or a base64 data URL).
// Other part types are left for upstream to judge, like unknown fields.

import { z } from "zod";
import { dispatch, fieldError, isRecord } from "./common";

const MEDIA_FIELDS = ["image_url", "video_url"] as const;

function mediaSchema(field: (typeof MEDIA_FIELDS)[number]) {
  const part = field === "image_url" ? "an image_url part" : "a video_url part";
  const url = z.string({ error: fieldError(`${field} needs a url`, `${field}.url must be a string`) }).min(1, { error: `${field}.url must not be empty` });
  const value = dispatch((input) =>
    typeof input === "string"
      ? url
      : z.looseObject({ url }, { error: fieldError(`${part} needs ${field}`, `${field} must be a URL string or an object with a url`) }),
  );
  return z.looseObject({ type: z.literal(field), [field]: value });
}

const SCHEMAS = { image_url: mediaSchema("image_url"), video_url: mediaSchema("video_url") };

interface IssueSink {
  addIssue(issue: { code: "custom"; message: string; path: Array<string | number>; input: unknown }): void;
}

/** Checks the image and video parts of a message's content array. */
export function checkContentMedia(content: unknown, ctx: IssueSink): void {
  if (!Array.isArray(content)) return;
  content.forEach((part: unknown, index) => {
    if (!isRecord(part) || !(MEDIA_FIELDS as readonly unknown[]).includes(part.type)) return;
    const result = SCHEMAS[part.type as (typeof MEDIA_FIELDS)[number]].safeParse(part);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["content", index, ...issue.path.map((key) => key as string | number)], input: part });
    }
  });
}
