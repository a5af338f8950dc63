import "server-only";

import { attachmentNote, shortQuestion } from "./compose-text";
import type { Rng } from "./rng";
import type { SimRequest } from "./request-view";

// The simulated model's reasoning, one paragraph per scenario. It reads like a plan for the answer
// that follows, so the collapsed "Thinking" panel has something sensible in it.

export type Scenario = "plain" | "tool_call" | "tool_result" | "search" | "search_answer" | "structured";

const LEADS = [
  (q: string) => `The user wrote: “${q}”.`,
  (q: string) => `The question is “${q}”.`,
  (q: string) => `I'm asked: “${q}”.`,
];

export function thinkingFor(req: SimRequest, scenario: Scenario, rng: Rng, detail = ""): string {
  const q = shortQuestion(req.userText) || "(an empty message)";
  const lead = rng.pick(LEADS)(q);
  const media = attachmentNote(req) ? " There are attachments, so I should mention how many." : "";
  const plan: Record<Scenario, string> = {
    plain:
      " No API key is configured, so this is Moonlit's built-in simulator speaking. I'll quote the question," +
      " then show a short list, some inline code and a small code block so the markdown renderer has work to do.",
    tool_call: ` The \`${detail}\` tool fits this request, so I'll call it with arguments that match its schema and answer once the result comes back.`,
    tool_result: ` The tool result has arrived (${detail}). I'll quote it and summarise what it means for the question.`,
    search: ` This needs fresh information, so I'll search the web for “${detail}” and cite what I find.`,
    search_answer: ` The search came back with ${detail} results. I'll answer briefly and link every source.`,
    structured: " The reply must be JSON that satisfies the requested schema, so I'll fill in every required field with plausible values and nothing else.",
  };
  return `${lead}${plan[scenario]}${media}`;
}
