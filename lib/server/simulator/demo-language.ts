import "server-only";

// The demo answers in the prompt's language: Chinese for a prompt written in Chinese (the UI's other
// language), English otherwise. Each sentence the simulator says is here in both.

export type DemoLanguage = "en" | "zh";

export function demoLanguageOf(prompt: string): DemoLanguage {
  return /\p{Script=Han}/u.test(prompt) ? "zh" : "en";
}

export const DEMO_WORDS = {
  en: {
    note: "*Simulated reply: Moonlit is running in demo mode (no `EVOLINK_API_KEY` is set), so Kimi was not contacted.*",
    youAsked: "You asked:",
    noText: "(no text, only attachments)",
    openings: ["Here is what this demo shows:", "A few things to notice in this reply:", "While you are here, this reply shows off the renderer:"],
    bullets: (model: string, tokens: number) => [
      "- **Thinking** streams first; open the *Thinking* panel above to read it.",
      "- Replies render as markdown: lists, `inline code` and fenced code blocks.",
      `- Usage is counted for \`${model}\` (about ${tokens} input tokens here).`,
    ],
    closings: [
      "Set `EVOLINK_API_KEY` on the server and restart to talk to the real model.",
      "Add your EvoLink key (`EVOLINK_API_KEY`) to get real answers from Kimi.",
      "Everything above was generated locally; with an API key the same UI streams real answers.",
    ],
    attachments: (what: string) => `You attached ${what}. A real model would look at them; the simulator can only count them.`,
    images: (n: number) => `${n} image${n === 1 ? "" : "s"}`,
    videos: (n: number) => `${n} video${n === 1 ? "" : "s"}`,
    and: " and ",
    toolIntro: (name: string) => `I'll call \`${name}\` to help with that (simulated call).`,
    toolNote: "*Simulated reply (demo mode).*",
    toolReturned: (name: string, error: boolean) => `The \`${name}\` tool${error ? " reported an error" : " returned"}:`,
    emptyResult: "(empty result)",
    basedOn: (count: number, question: string) => `Based on ${count === 1 ? "that result" : "those results"}, for your question “${question}”:`,
    outputLength: (chars: number) => `- the tool output is ${chars} characters long;`,
    quotesBack: "- a real model would reason about it; the simulator just quotes it back.",
    searchNote: (query: string) => `*Simulated reply: the search and its sources are invented.*\n\nI searched the web for “${query}”. `,
    searchFirst: "One source says a good overview starts with the history and the figures behind it",
    searchAnd: ", and ",
    searchSecond: "another notes that most readers want dates, costs and a few next steps",
    searchSources: (sources: string) => `.\n\n**Sources**\n\n${sources}\n\nSet \`EVOLINK_API_KEY\` to search for real.`,
    jsonAnswer: "This is a simulated JSON reply from Moonlit's demo mode.",
  },
  zh: {
    note: "*模拟回复：Moonlit 正在演示模式下运行（未设置 `EVOLINK_API_KEY`），因此没有联系 Kimi。*",
    youAsked: "你的问题：",
    noText: "（没有文字，只有附件）",
    openings: ["这条演示回复展示了：", "这条回复里值得留意的几点：", "顺便看看这条回复的渲染效果："],
    bullets: (model: string, tokens: number) => [
      "- **思考过程**最先流出；展开上方的*思考*面板即可阅读。",
      "- 回复按 Markdown 渲染：列表、`行内代码`和代码块。",
      `- 用量按 \`${model}\` 计算（这里约 ${tokens} 个输入 token）。`,
    ],
    closings: [
      "在服务器上设置 `EVOLINK_API_KEY` 并重启，即可与真实模型对话。",
      "添加你的 EvoLink 密钥（`EVOLINK_API_KEY`），即可获得 Kimi 的真实回答。",
      "以上内容均在本地生成；设置 API 密钥后，同样的界面会流式显示真实回答。",
    ],
    attachments: (what: string) => `你附加了${what}。真实模型会查看它们；模拟器只能数一数。`,
    images: (n: number) => `${n} 张图片`,
    videos: (n: number) => `${n} 段视频`,
    and: "和",
    toolIntro: (name: string) => `我来调用 \`${name}\` 处理这个问题（模拟调用）。`,
    toolNote: "*模拟回复（演示模式）。*",
    toolReturned: (name: string, error: boolean) => `工具 \`${name}\`${error ? "报告了错误" : "返回了"}：`,
    emptyResult: "（结果为空）",
    basedOn: (_count: number, question: string) => `根据以上结果，关于你的问题“${question}”：`,
    outputLength: (chars: number) => `- 工具输出共 ${chars} 个字符；`,
    quotesBack: "- 真实模型会据此推理；模拟器只是把结果引用回来。",
    searchNote: (query: string) => `*模拟回复：搜索及其来源均为虚构。*\n\n我在网上搜索了“${query}”。`,
    searchFirst: "一个来源说，好的概览应从历史和背后的数据讲起",
    searchAnd: "；",
    searchSecond: "另一个来源指出，多数读者想知道日期、费用和下一步",
    searchSources: (sources: string) => `。\n\n**来源**\n\n${sources}\n\n设置 \`EVOLINK_API_KEY\` 即可真正搜索。`,
    jsonAnswer: "这是 Moonlit 演示模式生成的模拟 JSON 回复。",
  },
} satisfies Record<DemoLanguage, unknown>;

export const wordsFor = (prompt: string) => DEMO_WORDS[demoLanguageOf(prompt)];
