// Web search details for the view: result hostnames and the query of Kimi's OpenAI `$web_search`.

import type { WebSearchResultView } from "./parts";
import { isRecord } from "@/lib/protocol/is-record";

export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** One stored search result as the view lists it; null when it is not an object with a URL. */
export function resultView(result: unknown): WebSearchResultView | null {
  if (!isRecord(result) || typeof result.url !== "string" || result.url === "") return null;
  const { url, title, page_age: age } = result;
  const view: WebSearchResultView = { title: typeof title === "string" && title !== "" ? title : url, url, site: siteOf(url) };
  if (typeof age === "string" && age !== "") view.age = age;
  return view;
}

function stringAt(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === "string" ? field : undefined;
}

/** The query, when the arguments carry one; they may still be streaming (not yet valid JSON). */
export function openAISearchQuery(args: string): string {
  try {
    const parsed: unknown = JSON.parse(args);
    const nested = isRecord(parsed) ? parsed.search_result : undefined;
    return stringAt(parsed, "query") ?? stringAt(nested, "query") ?? "";
  } catch {
    return "";
  }
}
