// How the person wants images prepared before they are stored: the longest side and the largest
// size an image may keep (past either it is scaled down and re-encoded), and whether the picked
// original is kept beside the scaled copy.

import { isRecord } from "@/lib/protocol/is-record";
import type { ImageLimits } from "./scale-plan";

export interface AttachmentPreferences {
  maxImageSide: number;
  maxImageMb: number;
  keepOriginals: boolean;
}

export const IMAGE_SIDE_RANGE = { min: 256, max: 8192 } as const;
/** Inline images travel base64-encoded (×4/3) inside the gateway's 32 MiB request cap. */
export const IMAGE_MB_RANGE = { min: 1, max: 20 } as const;

export const DEFAULT_ATTACHMENT_PREFERENCES: AttachmentPreferences = { maxImageSide: 2048, maxImageMb: 5, keepOriginals: false };

const MB = 1024 * 1024;

function inRange(value: unknown, range: { min: number; max: number }, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max ? value : fallback;
}

/** Stored values from an older version or another hand: keeps what is valid, defaults the rest. */
export function normalizeAttachmentPreferences(value: unknown): AttachmentPreferences {
  const stored = (isRecord(value) ? value : {}) as Partial<Record<keyof AttachmentPreferences, unknown>>;
  const defaults = DEFAULT_ATTACHMENT_PREFERENCES;
  return {
    maxImageSide: inRange(stored.maxImageSide, IMAGE_SIDE_RANGE, defaults.maxImageSide),
    maxImageMb: inRange(stored.maxImageMb, IMAGE_MB_RANGE, defaults.maxImageMb),
    keepOriginals: typeof stored.keepOriginals === "boolean" ? stored.keepOriginals : defaults.keepOriginals,
  };
}

export function imageLimits(preferences: AttachmentPreferences): ImageLimits {
  return { maxSide: preferences.maxImageSide, maxBytes: preferences.maxImageMb * MB };
}
