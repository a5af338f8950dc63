import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import type { Locale } from "@/lib/i18n/locale";
import { requestLocale } from "@/lib/i18n/request-locale";

// The language of the request being rendered, for server components (the layout, its metadata, the
// unlock page): the first paint is in it. Worked out once per request.

export const serverLocale = cache(async (): Promise<Locale> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return requestLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get("accept-language"));
});
