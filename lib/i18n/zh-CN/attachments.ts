// 附件检查、缩放及其设置。

import type { attachments as english } from "../en/attachments";
import type { DictionaryOf } from "../dictionary";

export const attachments: DictionaryOf<typeof english> = {
  "attachments.videoFormat": "{name}：Anthropic 格式不支持视频（OpenAI 支持）。",
  "attachments.textOnly": "{model} 只能读取文本，无法查看 {name}。{other} 可以读取图片。",
  "attachments.switchModel": "切换到 {model}",
  "attachments.corrupt": "{name} 无法作为图片读取。",
  "attachments.total": "{name}：附件合计不能超过 {size} MB。",
  "attachments.preparing": "正在处理 {name}",
  "attachments.sendLink": "将 {name} 作为图片发送",
  "attachments.view": "查看 {name}",
  "attachments.closeView": "关闭图片",
  "attachments.section": "附件",
  "attachments.maxSide": "图片最长边上限（像素）",
  "attachments.maxMb": "图片大小上限（MB）",
  "attachments.keepOriginals": "保留缩小前的原图",
  "attachments.toolImage": "{name} 返回的第 {index} 张图片",
};
