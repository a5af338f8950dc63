// 用量视图：令牌图表与表格。

import type { usageView as english } from "../en/usage-view";
import type { DictionaryOf } from "../dictionary";

export const usageView: DictionaryOf<typeof english> = {
  "usageView.open": "用量",
  "usageView.back": "返回聊天",
  "usageView.range": "时间范围",
  "usageView.days": "{n} 天",
  "usageView.showTables": "以表格显示",
  "usageView.summary": "{turns} 条回复 · 输入 {input} · 输出 {output}",
  "usageView.empty": "此时间范围内还没有用量。",
  "usageView.tokens": "每日 token 数",
  "usageView.in": "输入",
  "usageView.out": "输出",
  "usageView.thinkingShare": "思考占输出的比例",
  "usageView.cacheHit": "缓存命中率",
  "usageView.perModel": "各模型 token 数",
  "usageView.day": "日期",
  "usageView.model": "模型",
  "usageView.replies": "回复数",
  "usageView.total": "合计",
};
