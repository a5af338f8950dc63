// Web search details for the view: result hostnames and the query of Kimi's OpenAI `$web_search`.

import type { WebSearchResult } from "@/lib/protocol/anthropic/types";
import type { WebSearchResultView } from "./parts";

export const OPENAI_WEB_SEARCH = "$web_search";

export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export function resultView(result: WebSearchResult): WebSearchResultView {
  const view: WebSearchResultView = { title: result.title || result.url, url: result.url, site: siteOf(result.url) };
  if (typeof result.page_age === "string" && result.page_age !== "") view.age = result.page_age;
  return view;
}

function stringAt(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

/** The query, when the arguments carry one; they may still be streaming (not yet valid JSON). */
export function openAISearchQuery(args: string): string {
  try {
    const parsed: unknown = JSON.parse(args);
    const nested = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>).search_result : undefined;
    return stringAt(parsed, "query") ?? stringAt(nested, "query") ?? "";
  } catch {
    return "";
  }
}
