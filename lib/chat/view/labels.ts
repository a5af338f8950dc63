// Strings shown by the reply blocks, usage row and stop notices, in English and Simplified Chinese.
// `{name}` marks a value filled in by `fill`.

import type { Locale } from "@/lib/i18n/translate";

export const enLabels = {
  locale: "en",
  thinking: "Thinking",
  /** Read before the finished summary so the button name starts with "Thinking". */
  thinkingPrefix: "Thinking: ",
  thinkingLive: "Thinking… {duration}",
  thoughtFor: "Thought for {duration}",
  thinkingTokens: "{count} tokens",
  durationSeconds: "{s}s",
  durationMinutes: "{m}m {s}s",
  toolCall: "Tool call: {name}",
  toolInput: "Input",
  toolResult: "Result",
  toolError: "Error",
  toolRunning: "Running…",
  toolNoResult: "No result",
  showMore: "Show more",
  showLess: "Show less",
  webSearch: "Web search",
  webSearching: "Searching…",
  webSearchNoResults: "No results.",
  webSearchError: "Search failed: {code}",
  webSearchUnfinished: "The search did not finish.",
  webSearchResultsHidden: "The results went straight to the model.",
  citation: "Citation {n}: {title}",
  sources: "Sources",
  usage: "Token usage",
  usageInput: "Input",
  usageCacheRead: "Cache read",
  usageCacheWrite: "Cache write",
  usageCacheSplit: "5m {m5} · 1h {h1}",
  usageOutput: "Output",
  usageThinking: "Thinking",
  usageWebSearches: "Web searches",
  maxTokens: "The reply hit the output limit.",
  continue: "Continue",
  refusal: "The model declined to answer this request.",
  stopSequence: "Stopped at stop sequence “{sequence}”",
  interrupted: "This reply was interrupted.",
  retry: "Retry",
  retryIn: "Try again in {s} s",
  errorUnknown: "Something went wrong.",
};

export type Labels = { [K in keyof typeof enLabels]: string };

export const zhCNLabels: Labels = {
  locale: "zh-CN",
  thinking: "思考",
  thinkingPrefix: "思考：",
  thinkingLive: "思考中… {duration}",
  thoughtFor: "已思考 {duration}",
  thinkingTokens: "{count} 个 token",
  durationSeconds: "{s} 秒",
  durationMinutes: "{m} 分 {s} 秒",
  toolCall: "工具调用：{name}",
  toolInput: "输入",
  toolResult: "结果",
  toolError: "错误",
  toolRunning: "运行中…",
  toolNoResult: "没有结果",
  showMore: "展开",
  showLess: "收起",
  webSearch: "联网搜索",
  webSearching: "搜索中…",
  webSearchNoResults: "没有结果。",
  webSearchError: "搜索失败：{code}",
  webSearchUnfinished: "搜索未完成。",
  webSearchResultsHidden: "搜索结果已直接交给模型。",
  citation: "引用 {n}：{title}",
  sources: "来源",
  usage: "Token 用量",
  usageInput: "输入",
  usageCacheRead: "缓存读取",
  usageCacheWrite: "缓存写入",
  usageCacheSplit: "5 分钟 {m5} · 1 小时 {h1}",
  usageOutput: "输出",
  usageThinking: "思考",
  usageWebSearches: "搜索次数",
  maxTokens: "回复已达到输出上限。",
  continue: "继续",
  refusal: "模型拒绝回答此请求。",
  stopSequence: "在停止序列“{sequence}”处停止",
  interrupted: "此回复已中断。",
  retry: "重试",
  retryIn: "请在 {s} 秒后重试",
  errorUnknown: "出错了。",
};

export const LABELS: Record<Locale, Labels> = { en: enLabels, "zh-CN": zhCNLabels };

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
