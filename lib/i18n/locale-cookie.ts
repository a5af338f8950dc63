// The cookie that tells the server the language the person chose, so the first paint is in it. It
// mirrors the stored choice (localStorage), which wins when the two disagree; "follow the browser"
// removes it.

import { isLocale, type Locale } from "./locale";

export const LOCALE_COOKIE = "moonlit-locale";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A `document.cookie` assignment that remembers `locale`, or forgets the choice (null). */
export function localeCookie(locale: Locale | null): string {
  const value = locale ?? "";
  const maxAge = locale ? ONE_YEAR_SECONDS : 0;
  return `${LOCALE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** The remembered language in a `document.cookie` string, or null. */
export function localeInCookies(cookies: string): Locale | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LOCALE_COOKIE) return isLocale(value) ? value : null;
  }
  return null;
}
