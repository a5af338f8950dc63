// 访问码解锁页面及其拒绝原因。

import type { unlock as english } from "../en/unlock";
import type { DictionaryOf } from "../dictionary";

export const unlock: DictionaryOf<typeof english> = {
  "unlock.pageTitle": "解锁 · Moonlit",
  "unlock.heading": "解锁 Moonlit",
  "unlock.hint": "此服务器需要访问码。",
  "unlock.code": "访问码",
  "unlock.submit": "解锁",
  "unlock.error.wrong": "访问码不正确。",
  "unlock.error.missing": "请输入访问码。",
  "unlock.error.not_required": "此服务器不使用访问码。",
  "unlock.error.limited": "错误次数过多，请几分钟后再试。",

  // issue 9, access: refusals of /api/unlock (lib/server/access/browser-request.ts)
  "unlock.error.host_not_allowed": "此服务器不响应这个地址。服务器管理员可以在 ALLOWED_HOSTS 中允许它。",
  "unlock.error.cross_site": "请在本站自己的页面上解锁。",
  "unlock.error.unsupported_media_type": "请通过解锁表单提交访问码。",
};
