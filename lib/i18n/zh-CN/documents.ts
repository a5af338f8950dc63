// 文档（PDF、Word、文本与源代码文件）：未能附加的原因。

import type { documents as english } from "../en/documents";
import type { DictionaryOf } from "../dictionary";

export const documents: DictionaryOf<typeof english> = {
  "documents.open": "打开 {name}",
  "documents.pages": { other: "{count} 页" },
  "documents.tokens": "约 {tokens} 个 token",
  "documents.estimateHint": "token 数按上下文用量的规则估算（约每四个字符一个）。",
  "documents.close": "关闭",
  "documents.loading": "正在读取…",
  "documents.whatModelReads": "Moonlit 从文件中提取的文字：也就是模型读到的内容。",
  "documents.shown": "显示 {total} 个字符中的 {shown} 个。",
  "documents.showMore": "显示更多",
  "documents.password": "{name} 的密码",
  "documents.unlock": "用密码打开",
  "documents.dismiss": "不附加",
  "documents.sendPages": { other: "把 {count} 页作为图片发送" },
  "documents.longCache": "这是一份长文档：使用一小时缓存后，之后的每个问题都会以很低的价格从缓存读取它。",
  "documents.useLongCache": "使用一小时缓存",
  "documents.problem.unsupported": "{name}：Moonlit 无法读取 {what} 文件。",
  "documents.problem.binary": "{name} 是二进制数据，不是文本。",
  "documents.problem.tooLarge": "{name} 大小为 {size} MB；文档最大为 {limit} MB。",
  "documents.problem.unpacksTooLarge": "{name} 解压后的文字与标记为 {size} MB；Moonlit 最多读取 {limit} MB。",
  "documents.problem.tooLong": "{name} 太长：估计至少 {tokens} 个 token，超过模型 {limit} token 的上下文窗口。",
  "documents.problem.empty": "{name} 中没有文字。",
  "documents.problem.needsPassword": "{name} 受密码保护。",
  "documents.problem.wrongPassword": "该密码无法打开 {name}。",
  "documents.problem.noTextLayer": { other: "{name} 是扫描件：其 {count} 页中没有可读取的文字。" },
  "documents.problem.pageTooLarge": "{name} 的第 {page} 页无法压缩为不超过 {limit} MB 的图片。",
  "documents.problem.needsCmaps": "{name} 的文字所用字体需要的字符映射表（CMap）在此不可用，因此无法读取其文字。",
  "documents.problem.needsImageDecoders": "{name} 含有 JBIG2 或 JPEG 2000 格式的图片，此处没有相应的解码器，因此无法绘制其页面。",
  "documents.problem.corrupt": "无法读取 {name}：{reason}",
  "documents.problem.cancelled": "已取消读取 {name}。",
  "documents.problem.failed": "无法读取 {name}：{reason}",
};
