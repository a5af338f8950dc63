// OAuth for MCP servers that ask for it, as the MCP authorization spec defines it; the SDK drives
// discovery, client registration, PKCE, the code exchange and refresh, and this provider keeps what
// it needs in this browser's IndexedDB (the server's row). Only a sign-in the person asked for
// leaves the page for the authorization server; a background connect that meets a 401 just reports
// that the server needs sign-in. The authorization server sends the person back to /mcp/callback.

import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { MoonlitDB } from "@/lib/db/database";
import { getMcpServer, updateMcpServer } from "@/lib/db/mcp-servers";
import type { McpOAuthState } from "@/lib/db/records";

export const MCP_CALLBACK_PATH = "/mcp/callback";
/** Where the callback page sends the person back to (sessionStorage: this tab only). */
export const RETURN_KEY = "moonlit.mcp.return";

export interface BrowserOAuthOptions {
  origin: string;
  /** A sign-in the person asked for: the page goes to the authorization server. */
  interactive: boolean;
  /** Leaves the page (window.location.assign in the app). */
  navigate?: (url: URL) => void;
}

export function browserOAuth(db: MoonlitDB, serverId: string, options: BrowserOAuthOptions): OAuthClientProvider {
  const read = async (): Promise<McpOAuthState> => (await getMcpServer(db, serverId))?.oauth ?? {};
  const write = (change: (state: McpOAuthState) => McpOAuthState) =>
    updateMcpServer(db, serverId, (server) => ({ oauth: change(server.oauth ?? {}) })).then(() => undefined);
  const redirectUrl = `${options.origin}${MCP_CALLBACK_PATH}`;

  return {
    get redirectUrl() {
      return redirectUrl;
    },
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: "Moonlit",
        redirect_uris: [redirectUrl],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
      };
    },
    async state() {
      const state = crypto.randomUUID();
      await write((oauth) => ({ ...oauth, pendingState: state }));
      return state;
    },
    clientInformation: async () => (await read()).client as OAuthClientInformationMixed | undefined,
    saveClientInformation: (client) => write((oauth) => ({ ...oauth, client: { ...client } })),
    tokens: async () => (await read()).tokens as OAuthTokens | undefined,
    saveTokens: (tokens) => write((oauth) => ({ ...oauth, tokens: { ...tokens } })),
    saveCodeVerifier: (codeVerifier) => write((oauth) => ({ ...oauth, codeVerifier })),
    async codeVerifier() {
      const verifier = (await read()).codeVerifier;
      if (!verifier) throw new Error("No sign-in is under way for this server.");
      return verifier;
    },
    saveDiscoveryState: (state) => write((oauth) => ({ ...oauth, discovery: { ...state } })),
    discoveryState: async () => (await read()).discovery as never,
    invalidateCredentials: (scope) =>
      write((oauth) => {
        if (scope === "all") return {};
        const next = { ...oauth };
        if (scope === "client") delete next.client;
        if (scope === "tokens") delete next.tokens;
        if (scope === "verifier") delete next.codeVerifier;
        if (scope === "discovery") delete next.discovery;
        return next;
      }),
    redirectToAuthorization(url) {
      if (!options.interactive) return;
      (options.navigate ?? ((to: URL) => window.location.assign(to)))(url);
    },
  };
}
