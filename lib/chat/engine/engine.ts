// The conversation engine: every action that changes a conversation's messages. Components call
// these; they never build request bodies or touch the stream themselves. Actions that start a reply
// resolve once the prompt is stored and the turn has started; `settled` waits for the reply (and a
// new conversation's title).

import { normalizeSettings } from "@/lib/db/default-settings";
import { createConversation, getConversation, setActiveLeaf } from "@/lib/db/conversations";
import { newId } from "@/lib/db/ids";
import { childrenOf, getPath, latestLeaf } from "@/lib/db/message-tree";
import { withEnabledMcpTools } from "@/lib/db/mcp-servers";
import { addMessage, deleteMessageSubtree, getMessage, updateMessage } from "@/lib/db/messages";
import type {
  AssistantNode,
  AttachmentRef,
  ConversationSettings,
  MessageNode,
  ToolLoopStop,
  ToolResult,
  ToolResultNode,
  UserNode,
} from "@/lib/protocol/message";
import { ranUpstream } from "@/lib/chat/tools/tool-runner";
import { outgoingName } from "../attachments/outgoing";
import type { Engine } from "./engine-api";
import { resolveDeps, type EngineDeps } from "./engine-deps";
import { checkFits } from "./check-fits";
import { EngineError } from "./engine-error";
import { loadHistory } from "./history";
import { createRunRegistry } from "./run-registry";
import { storeAttachments } from "./store-attachments";
import { claimRepliesToResume, type ReplyToResume } from "./replies-to-resume";
import { resumeTurn, streamTurn } from "./stream-turn";
import { nameByModel } from "./model-title";
import { titleFromPrompt } from "./title";
import { refuseWhileOtherTabStreams } from "./refuse-while-other-tab-streams";
import { callsOf, isRunnable, waitsForPerson, type PendingToolCall } from "./pending-tool-calls";
import { deniedResult, mergeToolResults, runAutomaticCalls } from "./tool-calls";

export const CONTINUE_PROMPT = "Continue";

export type { Engine } from "./engine-api";

/**
 * Where a run begins: a reply to `parentId`, answers to a turn's pending tool calls first, or a
 * resumable reply a page left streaming, resumed from the gateway.
 */
type LoopStart =
  | { parentId: string | null }
  | { answer: AssistantNode; given: ToolResult[]; allowed: ReadonlySet<string> }
  | { resume: ReplyToResume };

export function createEngine(deps: EngineDeps): Engine {
  const ctx = resolveDeps(deps);
  const { db } = ctx;
  const runs = createRunRegistry(ctx.onError, (conversationId, running) => ctx.running.getState().setRunning(conversationId, running));
  /** A new conversation's title request, from its first reply's end until it is answered. */
  const naming = new Map<string, Promise<void>>();

  async function requireNode<R extends MessageNode["role"]>(id: string, role: R): Promise<Extract<MessageNode, { role: R }>> {
    const node = await getMessage(db, id);
    if (!node || node.role !== role) throw new EngineError("not-found", `No ${role} message ${id}.`);
    return node as Extract<MessageNode, { role: R }>;
  }

  async function requireConversation(id: string) {
    const conversation = await getConversation(db, id);
    if (!conversation) throw new EngineError("not-found", `No conversation ${id}.`);
    return conversation;
  }

  async function currentSettings(conversationId: string): Promise<ConversationSettings | null> {
    const conversation = await getConversation(db, conversationId);
    return conversation ? withEnabledMcpTools(db, normalizeSettings(conversation.settings)) : null;
  }

  /** The turn with its loop mark set (or cleared); a copy, since the live store may still hold `node`. */
  async function markStop(node: AssistantNode, stop: ToolLoopStop | undefined): Promise<AssistantNode> {
    const marked: AssistantNode = { ...node, stoppedAt: stop };
    if (!stop) delete marked.stoppedAt;
    await updateMessage(db, marked);
    return marked;
  }

  /**
   * Runs the calls among `calls` the client answers, each by its source's runner (those `given` does
   * not answer; a call that needs approval only when `allowed` has it, and denied otherwise), then
   * stores every result as the turn's tool node. While tools run the turn is marked unfinished, so
   * a reload or Stop mid-run leaves it for Continue (continueToolLoop).
   */
  async function answerCalls(
    node: AssistantNode,
    calls: PendingToolCall[],
    given: ToolResult[],
    signal: AbortSignal,
    allowed: ReadonlySet<string> = new Set(),
  ): Promise<ToolResultNode | null> {
    const answered = new Set(given.map((result) => result.toolUseId));
    const open = calls.filter(isRunnable).filter((call) => !answered.has(call.id));
    const toRun = open.filter((call) => call.answerer === "client" || allowed.has(call.id));
    const denied = open.filter((call) => call.answerer === "approval" && !allowed.has(call.id)).map(deniedResult);
    // A server tool's answer is an instant echo; only tools run here take long enough to be cut short.
    const slow = toRun.some((call) => !ranUpstream(call.source));
    const marked = slow ? await markStop(node, { reason: "tools-unfinished" }) : node;
    const automatic = [...(await runAutomaticCalls(toRun, ctx.toolRunners, signal)), ...denied];
    if (signal.aborted) return null;
    const toolNode = await addToolResults(node.conversationId, node.id, mergeToolResults(calls, automatic, given));
    if (marked.stoppedAt) await markStop(marked, undefined);
    return toolNode;
  }

  /**
   * The tool loop: replies to `start.parentId` (or first answers `start.answer`'s calls), and while a
   * turn stops only for calls the client answers by itself (built-ins, `$web_search`, always-allowed
   * MCP tools), answers them and replies again, up to the conversation's round limit, where it
   * marks the turn and stops.
   */
  async function runTurns(conversationId: string, start: LoopStart, signal: AbortSignal): Promise<void> {
    let parent: string | null = null;
    let resumed: AssistantNode | null = null;
    if ("resume" in start) {
      const { node, partial, release } = start.resume;
      resumed = await resumeTurn(ctx, node, partial, release, signal);
    } else if ("answer" in start) {
      const settings = await currentSettings(conversationId);
      if (!settings) return;
      const calls = callsOf(start.answer, settings);
      const toolNode = await answerCalls(start.answer, calls, start.given, signal, start.allowed);
      if (!toolNode) return;
      parent = toolNode.id;
    } else {
      parent = start.parentId;
    }
    for (let round = 0; !signal.aborted; round++) {
      const settings = await currentSettings(conversationId);
      if (!settings) return;
      let node: AssistantNode;
      if (resumed) {
        node = resumed;
        resumed = null;
      } else {
        const history = await loadHistory(db, conversationId, parent);
        if (signal.aborted) return;
        node = await streamTurn(ctx, { conversationId, parentId: parent, settings, history, signal });
      }
      if (node.status !== "complete") return;
      const calls = callsOf(node, settings);
      // Done, or waiting for the person to answer calls of their own tools or allow MCP calls.
      if (calls.length === 0 || calls.some(waitsForPerson)) return;
      if (round >= settings.maxToolRounds) {
        await markStop(node, { reason: "tool-rounds", rounds: round });
        return;
      }
      const toolNode = await answerCalls(node, calls, [], signal);
      if (!toolNode) return;
      parent = toolNode.id;
    }
  }

  async function addToolResults(conversationId: string, parentId: string, results: ToolResult[]): Promise<ToolResultNode> {
    const node: ToolResultNode = { id: newId(), conversationId, parentId, createdAt: ctx.stamp(), role: "tool", results };
    await addMessage(db, node);
    return node;
  }

  async function addUser(conversationId: string, parentId: string | null, text: string, attachments: AttachmentRef[]): Promise<UserNode> {
    const node: UserNode = { id: newId(), conversationId, parentId, createdAt: ctx.stamp(), role: "user", text, attachments };
    await addMessage(db, node);
    return node;
  }

  const reply = (conversationId: string, parentId: string | null) =>
    runs.begin(conversationId, (signal) => runTurns(conversationId, { parentId }, signal));

  const answerAndReply = (node: AssistantNode, given: ToolResult[], allowed: ReadonlySet<string> = new Set()) =>
    runs.begin(node.conversationId, (signal) => runTurns(node.conversationId, { answer: node, given, allowed }, signal));

  /** Stops any running turn, then does `work` with no other action on this conversation in between. */
  const act = <T>(conversationId: string, work: () => Promise<T>) =>
    runs.exclusive(conversationId, async () => {
      await runs.halt(conversationId);
      return work();
    });

  async function retry(assistantNodeId: string): Promise<void> {
    const node = await requireNode(assistantNodeId, "assistant");
    await act(node.conversationId, async () => reply(node.conversationId, node.parentId));
  }

  return {
    async send(conversationId, input) {
      const attachments = input.attachments ?? [];
      // Before a new conversation is made: a prompt that cannot be sent leaves nothing behind.
      await checkFits(db, conversationId, input.text, attachments);
      const title = titleFromPrompt(input.text, attachments.map(outgoingName));
      const id =
        conversationId ??
        (await createConversation(db, { settings: normalizeSettings(input.settings ?? ctx.defaultSettings()), title })).id;
      await act(id, async () => {
        const conversation = await requireConversation(id);
        await refuseWhileOtherTabStreams(db, ctx.locks, conversation.activeLeafId);
        const refs = await storeAttachments(db, id, attachments);
        const user = await addUser(id, conversation.activeLeafId, input.text, refs);
        reply(id, user.id);
      });
      // A title is a nicety: when naming fails, the prompt's title simply stays.
      if (conversationId === null) {
        const named = runs.settled(id).then(() => nameByModel(ctx, id, title)).catch(() => undefined);
        naming.set(id, named);
        void named.then(() => naming.delete(id));
      }
      return id;
    },

    async submitToolResults(conversationId, results, allowed = []) {
      await act(conversationId, async () => {
        const conversation = await requireConversation(conversationId);
        const leaf = conversation.activeLeafId === null ? undefined : await getMessage(db, conversation.activeLeafId);
        if (leaf?.role !== "assistant") throw new EngineError("invalid-state", "The shown reply is not waiting for tool results.");
        // Built-in and allowed MCP calls among them run now, inside the run, so Stop reaches them.
        answerAndReply(leaf, results, new Set(allowed));
      });
    },

    stop: (conversationId) => runs.stop(conversationId),
    retry,
    regenerate: retry,

    async continueReply(assistantNodeId) {
      const node = await requireNode(assistantNodeId, "assistant");
      await act(node.conversationId, async () => {
        const user = await addUser(node.conversationId, node.id, CONTINUE_PROMPT, []);
        reply(node.conversationId, user.id);
      });
    },

    async continueToolLoop(assistantNodeId) {
      const { conversationId } = await requireNode(assistantNodeId, "assistant");
      await act(conversationId, async () => {
        // Read again: the run halted just now may have marked it or answered it.
        const node = await requireNode(assistantNodeId, "assistant");
        const settings = await withEnabledMcpTools(db, normalizeSettings((await requireConversation(conversationId)).settings));
        const answered = (await childrenOf(db, conversationId, node.id)).some((child) => child.role === "tool");
        const calls = callsOf(node, settings);
        if (answered || !calls.some(isRunnable)) {
          throw new EngineError("invalid-state", "This reply has no tool calls left to run.");
        }
        // An MCP call runs only once allowed: its card asks again (Allow, Deny) rather than Continue.
        if (calls.some(waitsForPerson)) throw new EngineError("invalid-state", "This reply waits for you to answer or allow its tool calls.");
        answerAndReply(node, []);
      });
    },

    async editUserMessage(userNodeId, text) {
      const original = await requireNode(userNodeId, "user");
      await act(original.conversationId, async () => {
        const user = await addUser(original.conversationId, original.parentId, text, original.attachments);
        reply(original.conversationId, user.id);
      });
    },

    async selectBranch(conversationId, nodeId) {
      const leaf = await latestLeaf(db, conversationId, nodeId);
      await setActiveLeaf(db, conversationId, leaf);
    },

    async deleteMessage(nodeId) {
      const node = await getMessage(db, nodeId);
      if (!node) return;
      const { conversationId } = node;
      await runs.exclusive(conversationId, async () => {
        if (runs.isRunning(conversationId)) {
          const live = ctx.liveStream.getState().streams[conversationId];
          const leafId = live?.nodeId ?? (await getConversation(db, conversationId))?.activeLeafId ?? null;
          const path = await getPath(db, conversationId, leafId);
          if (path.some((n) => n.id === nodeId)) await runs.halt(conversationId);
        }
        await deleteMessageSubtree(db, nodeId);
      });
    },

    async resumeReplies() {
      for (const resume of await claimRepliesToResume(db, ctx.locks)) {
        const { conversationId } = resume.node;
        await runs.exclusive(conversationId, async () => {
          // Something else runs here already (not at start-up): leave this reply for the next start.
          if (runs.isRunning(conversationId)) return resume.release();
          runs.begin(conversationId, (signal) => runTurns(conversationId, { resume }, signal));
        });
      }
    },

    isRunning: (conversationId) => runs.isRunning(conversationId),
    async settled(conversationId) {
      await runs.settled(conversationId);
      await naming.get(conversationId);
    },
  };
}
