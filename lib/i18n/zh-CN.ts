import type { Dictionary } from "./dictionary";
import type { MessageKey } from "./en";
import { mcp } from "./zh-CN/mcp";
import { app } from "./zh-CN/app";
import { attachments } from "./zh-CN/attachments";
import { chat } from "./zh-CN/chat";
import { documents } from "./zh-CN/documents";
import { reply } from "./zh-CN/reply";
import { settings } from "./zh-CN/settings";
import { share } from "./zh-CN/share";
import { structured } from "./zh-CN/structured";
import { tools } from "./zh-CN/tools";
import { unlock } from "./zh-CN/unlock";
import { usageView } from "./zh-CN/usage-view";

// 简体中文界面文字。键与 en.ts 一一对应，形式相同（句子，或按数量变化的对象：中文只需 `other`）；
// 每个 zh-CN/ 文件按对应的 en/ 文件检查类型，类型检查保证不缺漏，translate.test.ts 检查占位符一致。
const parts = {
  ...app,
  ...chat,
  ...reply,
  ...settings,
  ...tools,
  ...mcp,
  ...structured,
  ...attachments,
  ...documents,
  ...unlock,
  ...share,
  ...usageView,
};

// Spreads skip excess-key checks, so a key English lacks is made to fail here (its value is not `never`).
export const zhCN: Dictionary = parts satisfies Dictionary & Record<Exclude<keyof typeof parts, MessageKey>, never>;
