import { z } from "zod";
import { parseHttpUrl } from "@/lib/protocol/http-url";

// The kinds of value an environment variable holds, each parsed from its text with the words a
// person reads when it is wrong (env.ts names the variable).

export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

export const baseUrl = z
  .string()
  .trim()
  .refine((value) => parseHttpUrl(value) !== null, "must be an absolute http:// or https:// URL")
  .transform((value) => value.replace(/\/+$/, ""));

export function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "redis:" || url.protocol === "rediss:";
  } catch {
    return false;
  }
}

export const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? String(fallback) : value.trim()))
    .pipe(z.string().regex(/^\d+$/, "must be a positive whole number"))
    .transform(Number)
    .pipe(z.number().int().positive("must be a positive whole number"));

export const wholeNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? String(fallback) : value.trim()))
    .pipe(z.string().regex(/^\d{1,3}$/, "must be a whole number (0 to 999)"))
    .transform(Number);

/** A count that may be 0, unset when not given (its default depends on other variables). */
export const optionalCount = optionalText.pipe(
  z.string().regex(/^\d{1,15}$/, "must be a whole number (0 or more)").transform(Number).optional(),
);

/** A duration in milliseconds where 0 means "never". */
export const optionalMs = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? String(fallback) : value.trim()))
    .pipe(z.string().regex(/^\d{1,10}$/, "must be a whole number of milliseconds (0: off)"))
    .transform(Number);

/** true/1 or false/0 (unset: false). */
export const flag = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim().toLowerCase())
  .pipe(z.enum(["", "true", "false", "1", "0"], { message: "must be true or false" }))
  .transform((value) => value === "true" || value === "1");
