import "server-only";

import { attachmentNote, shortQuestion } from "./compose-text";
import { demoLanguageOf, type DemoLanguage } from "./demo-language";
import type { Rng } from "./rng";
import type { SimRequest } from "./request-view";

// The simulated model's reasoning, one paragraph per scenario, in the prompt's language. It reads
// like a plan for the answer that follows, so the collapsed "Thinking" panel has something sensible in it.

export type Scenario = "plain" | "tool_call" | "tool_result" | "search" | "search_answer" | "structured";

const LEADS: Record<DemoLanguage, ((q: string) => string)[]> = {
  en: [(q) => `The user wrote: “${q}”.`, (q) => `The question is “${q}”.`, (q) => `I'm asked: “${q}”.`],
  zh: [(q) => `用户写道：“${q}”。`, (q) => `问题是“${q}”。`, (q) => `我被问到：“${q}”。`],
};

const EMPTY: Record<DemoLanguage, string> = { en: "(an empty message)", zh: "（一条空消息）" };

const MEDIA: Record<DemoLanguage, string> = {
  en: " There are attachments, so I should mention how many.",
  zh: "有附件，所以我应该说明数量。",
};

const PLANS: Record<DemoLanguage, Record<Scenario, (detail: string) => string>> = {
  en: {
    plain: () =>
      " No API key is configured, so this is Moonlit's built-in simulator speaking. I'll quote the question," +
      " then show a short list, some inline code and a small code block so the markdown renderer has work to do.",
    tool_call: (tool) => ` The \`${tool}\` tool fits this request, so I'll call it with arguments that match its schema and answer once the result comes back.`,
    tool_result: (names) => ` The tool result has arrived (${names}). I'll quote it and summarise what it means for the question.`,
    search: (query) => ` This needs fresh information, so I'll search the web for “${query}” and cite what I find.`,
    search_answer: (count) => ` The search came back with ${count} results. I'll answer briefly and link every source.`,
    structured: () => " The reply must be JSON that satisfies the requested schema, so I'll fill in every required field with plausible values and nothing else.",
  },
  zh: {
    plain: () => "没有配置 API 密钥，所以这是 Moonlit 内置的模拟器在回答。我会引用问题，再给出一个简短列表、一些行内代码和一个小代码块，让 Markdown 渲染器有活可干。",
    tool_call: (tool) => `\`${tool}\` 工具适合这个请求，我会按它的参数结构调用它，拿到结果后再回答。`,
    tool_result: (names) => `工具结果已返回（${names}）。我会引用它，并总结它对这个问题意味着什么。`,
    search: (query) => `这需要最新信息，所以我会在网上搜索“${query}”，并注明来源。`,
    search_answer: (count) => `搜索返回了 ${count} 条结果。我会简要回答，并附上每个来源的链接。`,
    structured: () => "回复必须是符合所要求结构的 JSON，所以我会给每个必填字段填上合理的值，别的什么都不写。",
  },
};

export function thinkingFor(req: SimRequest, scenario: Scenario, rng: Rng, detail = ""): string {
  const language = demoLanguageOf(req.userText);
  const q = shortQuestion(req.userText) || EMPTY[language];
  const lead = rng.pick(LEADS[language])(q);
  const media = attachmentNote(req) ? MEDIA[language] : "";
  return `${lead}${PLANS[language][scenario](detail)}${media}`;
}
