// What the conversation engine offers the page (engine.ts makes it): every action that changes a
// conversation's messages.

import type { ConversationSettings, ToolResult } from "@/lib/protocol/message";
import type { OutgoingAttachment } from "../attachments/outgoing";

export interface SendInput {
  text: string;
  attachments?: OutgoingAttachment[];
  /** Settings for a conversation this call creates; defaults to the engine's defaultSettings(). */
  settings?: ConversationSettings;
}

export interface Engine {
  /** Stores the prompt under the shown branch's leaf and starts the reply; returns the conversation id. */
  send(conversationId: string | null, input: SendInput): Promise<string>;
  /**
   * Answers the tool calls the shown leaf stopped for, then continues: `results` are the person's,
   * `allowed` the MCP calls they allowed (run now); an MCP call in neither is denied.
   */
  submitToolResults(conversationId: string, results: ToolResult[], allowed?: readonly string[]): Promise<void>;
  stop(conversationId: string): void;
  /** A new reply beside `assistantNodeId` (same parent), shown instead of it. */
  retry(assistantNodeId: string): Promise<void>;
  regenerate(assistantNodeId: string): Promise<void>;
  /** After max_tokens: asks the model to go on. */
  continueReply(assistantNodeId: string): Promise<void>;
  /** After the tool loop stopped (round limit, Stop, reload): answers the turn's automatic calls and goes on. */
  continueToolLoop(assistantNodeId: string): Promise<void>;
  /** A new user message beside `userNodeId` (same parent and attachments), then its reply. */
  editUserMessage(userNodeId: string, text: string): Promise<void>;
  /** Shows the newest branch under `nodeId`. */
  selectBranch(conversationId: string, nodeId: string): Promise<void>;
  /** Deletes the message and everything under it; stops the reply first if it is among them. */
  deleteMessage(nodeId: string): Promise<void>;
  /**
   * Resumes the resumable replies a page left streaming (reload, closed tab, a tab that went), as the
   * database's start-up chore finds them; settles once it has claimed them.
   */
  resumeReplies(): Promise<void>;
  isRunning(conversationId: string): boolean;
  settled(conversationId: string): Promise<void>;
}
