// The UI language of a request, known before any JavaScript runs: the person's choice (the cookie
// the client writes when they pick one), else the browser's Accept-Language.

import { detectLocale, isLocale, type Locale } from "./locale";

/** The languages of an Accept-Language header, most wanted first; `q=0` and `*` left out. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked = header.split(",").flatMap((part, index) => {
    const [tag, ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    return tag && tag !== "*" && weight > 0 ? [{ tag, weight, index }] : [];
  });
  ranked.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.tag);
}

export function requestLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  return isLocale(cookie) ? cookie : detectLocale(acceptedLanguages(acceptLanguage));
}
