import "server-only";
import { z } from "zod";

// What the store keeps per share, under three keys so that the small parts can be read (and swept)
// without the large one:
//   meta:<id>  when it was made, when it expires, the delete token's hash, its size (for the quota)
//   data:<id>  the ciphertext, exactly as the browser sent it
//   gone:<id>  a tombstone: why the share is gone (revoked or expired), kept for a while after the
//              data so a visitor learns which, instead of "not found"
// Each is kept as JSON text. Everything read back is parsed: a damaged entry counts as missing, never
// as a crash.

export const TOMBSTONE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export const metaKey = (id: string) => `meta:${id}`;
export const dataKey = (id: string) => `data:${id}`;
export const goneKey = (id: string) => `gone:${id}`;

export const shareMetaSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  expiresAt: z.number().nullable(),
  deleteTokenHash: z.string(),
  /** The ciphertext's length; absent on shares kept before the store had a quota. */
  bytes: z.number().int().nonnegative().optional(),
});
export type ShareMeta = z.infer<typeof shareMetaSchema>;

export const shareDataSchema = z.object({ ciphertext: z.string() });
export type ShareData = z.infer<typeof shareDataSchema>;

export const tombstoneSchema = z.object({
  reason: z.enum(["revoked", "expired"]),
  /** When the share was revoked or expires. */
  at: z.number(),
  /** When the tombstone itself may go. */
  until: z.number(),
});
export type Tombstone = z.infer<typeof tombstoneSchema>;

/** The entry `text` holds, or undefined when there is none or it is damaged. */
export function parseEntry<T>(schema: z.ZodType<T>, text: string | null): T | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}
