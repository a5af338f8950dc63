// English UI strings, the reference for every other language. Keys are stable identifiers grouped by
// the part of the UI they belong to (one file per part under en/); `{name}` marks a value filled in
// by `t`. A value that is an object holds one sentence per plural category, picked by the `count`
// value (see message.ts).

import { mcp } from "./en/mcp";
import { app } from "./en/app";
import { attachments } from "./en/attachments";
import { chat } from "./en/chat";
import { documents } from "./en/documents";
import { reply } from "./en/reply";
import { settings } from "./en/settings";
import { share } from "./en/share";
import { structured } from "./en/structured";
import { tools } from "./en/tools";
import { unlock } from "./en/unlock";
import { usageView } from "./en/usage-view";
import type { Message } from "./message";

export const en = {
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
} as const satisfies Record<string, Message>;

export type English = typeof en;
export type MessageKey = keyof English;
