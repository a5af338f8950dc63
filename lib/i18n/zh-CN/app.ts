// 全局文字：应用名、演示横幅、404 与崩溃页面、离线/PWA 提示、存储错误。

import type { app as english } from "../en/app";
import type { DictionaryOf } from "../dictionary";

export const app: DictionaryOf<typeof english> = {
  "app.name": "Moonlit",
  "app.skipToComposer": "跳到输入框",
  "app.description": "可自行部署的 Kimi K3 与 K3.1 Pro 聊天应用",

  "demo.banner": "演示模式：回复为模拟内容，并非来自 Kimi。",
  "demo.howto": "在服务器上设置 EVOLINK_API_KEY 并重启，即可与 Kimi 对话。",

  "error.storage": "无法保存：{message}",
  "error.storage.quota": "浏览器存储空间已满，此更改未保存。请删除旧对话或较大的附件，或释放磁盘空间后重试。",
  "error.storage.unavailable": "浏览器存储不可用（无痕浏览或禁止网站数据都可能导致这种情况），因此无法在这里保存对话。",
  "error.storage.unknown": "写入浏览器存储失败。之前的对话没有变化，请重试。",
  "error.engine.other-tab-streaming": "另一个标签页仍在生成此对话的回复。请在它结束后再发送；你的消息已放回输入框。",
  "error.generic": "出错了：{message}",

  "notFound.title": "找不到这个页面",
  "notFound.hint": "地址可能有误，或页面已经移走。",
  "notFound.home": "前往 Moonlit",
  "pwa.offline": "当前处于离线状态。消息仍保留在输入框中，恢复联网后再发送。",
  "pwa.update": "有新版本可用",
  "pwa.reload": "重新加载",
  "pwa.install": "安装应用",
  "pwa.installHint": "在独立窗口中打开，离线也能使用。",
  "crash.title": "出了点问题",
  "crash.hint": "此页面出错了。你的对话仍安全地保存在此设备上。",
  "crash.retry": "重试",
  "crash.message": "无法显示此消息",
  "crash.raw": "存储的消息",
};
