// Row shapes of the Moonlit database. Messages are stored as `MessageNode` exactly (lib/protocol),
// so assistant turns come back byte-for-byte; the rows here are the database's own.

import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";

export interface ConversationRecord {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  pinned: boolean;
  settings: ConversationSettings;
  /** Leaf of the branch currently shown; null before the first message. */
  activeLeafId: string | null;
  /** Plain text of the latest message on the shown branch, trimmed, for the sidebar. */
  preview: string;
  /** Set while a deletion can still be undone; absent otherwise (so only deleted rows are indexed). */
  deletedAt?: number;
  /**
   * Moves when messages or files are added without the row itself changing (an import merging
   * branches into a conversation it keeps): search's stamp holds it, so the conversation is read again.
   */
  revision?: number;
  /** The sidebar's order, computed by the database on every write (list-order.ts); absent when deleted. */
  listOrder?: [0 | 1, number, string];
}

export interface AttachmentRecord {
  id: string;
  conversationId: string;
  blob: Blob;
  mediaType: string;
  name: string;
  size: number;
  /** The picked image, kept only when `blob` is a scaled copy and the person asked to keep originals. */
  original?: Blob;
}

export interface DraftRecord {
  /** A conversation id, or any stable key the composer chooses for a chat not yet created. */
  conversationId: string;
  text: string;
  updatedAt: number;
}

/** A tool in the person's library, reusable across conversations (which hold copies of it). */
export interface LibraryToolRecord extends ToolDefinition {
  id: string;
  updatedAt: number;
}

/** A share link made in this browser: kept so the person can find and revoke it later. */
export interface SharedLinkRecord {
  /** The server's id of the share. */
  id: string;
  /** The full link, `/s/ID#KEY`: the key exists nowhere else. */
  url: string;
  conversationId: string;
  /** The conversation's title when the link was made. */
  title: string;
  createdAt: number;
  /** Ms since epoch; null: never expires. */
  expiresAt: number | null;
  /** Proves to the server that this browser made the share (the server keeps only its hash). */
  deleteToken: string;
}

/** A tool as an MCP server listed it, kept so settings show it while the server is offline. */
export interface McpListedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** How the last attempt to reach an MCP server went. */
export type McpServerStatus =
  | { kind: "connected"; at: number }
  | { kind: "needs-sign-in"; at: number }
  | { kind: "unreachable"; at: number; reason: string };

/** What an OAuth sign-in keeps in this browser (the SDK's client registration, tokens and PKCE verifier). */
export interface McpOAuthState {
  client?: Record<string, unknown>;
  tokens?: Record<string, unknown>;
  codeVerifier?: string;
  /** The `state` of the sign-in under way, to find this server when the callback page is reached. */
  pendingState?: string;
  discovery?: Record<string, unknown>;
}

/** An MCP server this browser connects to: one the person added, or one the operator configured. */
export interface McpServerRecord {
  id: string;
  name: string;
  /** For an operator's server, the stand-in URL the relay maps (relay-contract.ts). */
  url: string;
  /** Request headers the person gave (a token); none for an operator's server, whose stay on the server. */
  headers: Record<string, string>;
  /** Configured by the deployment's operator: listed for everyone, not editable here. */
  operator: boolean;
  /** Off: its tools are not offered and its calls are refused, but nothing is forgotten. */
  enabled: boolean;
  /** A call gives up after this long without progress. */
  timeoutSeconds: number;
  tools: McpListedTool[];
  /** Tools the person allowed for good (Always allow this tool): checked from now on start so. */
  alwaysAllowed: string[];
  status?: McpServerStatus;
  oauth?: McpOAuthState;
  createdAt: number;
  updatedAt: number;
}
