// A structured reply's text → its value: the finished text with JSON.parse (its error kept for the
// person), the text still streaming with partial-json, which closes what is open so the form can
// fill in as the JSON arrives. Callers parse once per change of the text, never per token.

import { Allow, parse as parsePartial } from "partial-json";
import { errorMessage } from "@/lib/async/error-message";

// A number shows once it is complete: a partial `6.` reads as nothing, so `6` → `6.` → `6.8` would flicker.
const PARTIAL = Allow.ALL & ~Allow.NUM;

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** The value of a JSON prefix so far; undefined while nothing of it is a value yet, or it is not JSON. */
export function parsePartialJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return parsePartial(text, PARTIAL);
  } catch {
    return undefined;
  }
}
