"use client";

// What an MCP call's card needs from its reply to ask about it: the server each offered tool runs on.

import { createContext, useContext } from "react";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";

const NONE: ReadonlyMap<string, McpToolSetting> = new Map();

export const McpToolsContext = createContext<ReadonlyMap<string, McpToolSetting>>(NONE);

/** The MCP tool offered under `name` in this reply's conversation, if it is one. */
export const useMcpTool = (name: string) => useContext(McpToolsContext).get(name);
