// A streaming reply's parts, frame by frame, deriving only what is new: the reply's earlier turns
// once (and again only when its nodes or the options are others: the tool loop's next turn, Retry, a
// branch switch), and its streaming turn as it grows (turn-growth.ts). The parts that did not change
// are the very objects of the last frame, so memoised renderers draw only the growing one.

import { onTurn, type TurnHandlers } from "@/lib/protocol/adapters";
import type { AssistantNode } from "@/lib/protocol/message";
import { isRecord } from "@/lib/protocol/stored-value";
import { growAnthropic, type AnthropicGrowth } from "./derive-anthropic";
import type { DeriveContext } from "./derive-context";
import { growOpenAI, type OpenAIGrowth } from "./derive-openai";
import { deriveNode, deriveParts, replyContext, type DeriveOptions, type ReplyNode } from "./derive-parts";
import type { ViewPart } from "./parts";
import type { TurnGrowth } from "./turn-growth";

type Growth = TurnGrowth<unknown>;

// A growth goes back only to the protocol that made it: growTurn starts over unless it follows the
// very same stored turn, so the casts below assert nothing more.
const GROWERS: TurnHandlers<{ growth: Growth; parts: ViewPart[] }, [AssistantNode, DeriveContext, Growth | undefined]> = {
  anthropic: (turn, node, base, previous) => growAnthropic(previous as AnthropicGrowth | undefined, node, turn.message, base),
  openai: (turn, node, base, previous) => growOpenAI(previous as OpenAIGrowth | undefined, node, turn.result, base),
};

const OPTIONS = ["toolLoopActive", "toolSchemas", "awaiting", "pendingInputs", "textPieces"] as const;

interface Earlier {
  nodes: readonly ReplyNode[];
  options: DeriveOptions;
  /** The context after the turns before the streaming one: their parts and the citation numbers they gave. */
  ctx: DeriveContext;
}

function isStreaming(node: ReplyNode | undefined): node is AssistantNode {
  return isRecord(node) && node.role === "assistant" && node.status === "streaming" && isRecord(node.turn);
}

function earlierTurns(nodes: readonly ReplyNode[], options: DeriveOptions): Earlier {
  const ctx = replyContext(nodes, options);
  for (const node of nodes.slice(0, -1)) deriveNode(ctx, node, false);
  // The streaming turn, derived on top of this context, is the reply's last.
  ctx.isLastNode = true;
  return { nodes, options, ctx };
}

/** A reply's parts for each frame of its stream; one per streaming message. */
export function createLiveParts(): (nodes: readonly ReplyNode[], options?: DeriveOptions) => ViewPart[] {
  let earlier: Earlier | undefined;
  let growth: Growth | undefined;
  return (nodes, options = {}) => {
    const live = nodes.at(-1);
    // Only a reply's last turn streams; a reply whose last turn has ended is derived whole.
    if (!isStreaming(live)) return deriveParts(nodes, options);
    if (earlier?.nodes !== nodes || OPTIONS.some((name) => earlier?.options[name] !== options[name])) {
      earlier = earlierTurns(nodes, options);
      growth = undefined;
    }
    const grown = onTurn(live.turn, GROWERS, live, earlier.ctx, growth);
    growth = grown?.growth;
    return grown?.parts ?? [...earlier.ctx.out];
  };
}
