// Sentences the share UI shows for a link's expiry and for a failed request, in the reader's language.

import { memo } from "@/lib/format/memo";
import type { Locale } from "@/lib/i18n/locale";
import { keyUnder, type Translate } from "@/lib/i18n/translate";
import { errorMessage } from "@/lib/async/error-message";

function formatWhen(time: number, locale: Locale): string {
  return memo(`share-when:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" })).format(time);
}

/** "Expires 3 May 2031, 10:00", "Expired …" once `now` has passed it, or "Never expires". */
export function expiryText(t: Translate, locale: Locale, expiresAt: number | null, now: number): string {
  if (expiresAt === null) return t("share.neverExpires");
  const date = formatWhen(expiresAt, locale);
  return expiresAt <= now ? t("share.expiredOn", { date }) : t("share.expiresOn", { date });
}

export function createdText(t: Translate, locale: Locale, createdAt: number): string {
  return t("share.createdOn", { date: formatWhen(createdAt, locale) });
}

/**
 * A failed create or revoke, told by its kind (the server's kinds, or "network"); a kind without its
 * own sentence brings its message.
 */
export function shareErrorText(error: unknown, t: Translate): string {
  const { kind, retryAfterSeconds } = (error ?? {}) as { kind?: unknown; retryAfterSeconds?: unknown };
  // The share limits are hourly: "a minute" would be wrong, so the wait is the server's own.
  if (kind === "rate_limited" && typeof retryAfterSeconds === "number" && retryAfterSeconds > 0) {
    return t("share.rateLimitedWait", { minutes: String(Math.ceil(retryAfterSeconds / 60)) });
  }
  const key = typeof kind === "string" ? keyUnder(t, "share.error.", kind) : undefined;
  if (key) return t(key);
  return t("error.generic", { message: errorMessage(error) });
}
