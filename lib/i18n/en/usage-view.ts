// The usage view: token charts and tables.

import type { Message } from "../message";

export const usageView = {
  "usageView.open": "Usage",
  "usageView.back": "Back to chat",
  "usageView.range": "Range",
  "usageView.days": "{n} days",
  "usageView.showTables": "Show as tables",
  "usageView.summary": "{turns} replies · {input} in · {output} out",
  "usageView.empty": "No usage in this range yet.",
  "usageView.tokens": "Tokens per day",
  "usageView.in": "In",
  "usageView.out": "Out",
  "usageView.thinkingShare": "Thinking’s share of output",
  "usageView.cacheHit": "Cache hit rate",
  "usageView.perModel": "Tokens per model",
  "usageView.day": "Day",
  "usageView.model": "Model",
  "usageView.replies": "Replies",
  "usageView.total": "Total",
} as const satisfies Record<string, Message>;
