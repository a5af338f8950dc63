import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { InvalidGrantError, InvalidRequestError, InvalidTokenError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { AuthorizationParams, OAuthServerProvider } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import type { OAuthClientInformationFull, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

// The OAuth server behind the test server's protected MCP endpoint, for the SDK's authorization
// router (discovery metadata, dynamic client registration, authorization code with PKCE, tokens,
// refresh, revocation). The SDK checks PKCE and the client; this keeps codes and tokens in memory
// and approves every authorization at once, so a browser test completes the flow without a login page.

interface Grant {
  clientId: string;
  scopes: string[];
  resource?: URL;
}

interface IssuedCode extends Grant {
  codeChallenge: string;
  redirectUri: string;
}

interface AccessToken extends Grant {
  expiresAt: number;
}

class MemoryClients implements OAuthRegisteredClientsStore {
  private readonly clients = new Map<string, OAuthClientInformationFull>();

  getClient(clientId: string) {
    return this.clients.get(clientId);
  }

  registerClient(client: Omit<OAuthClientInformationFull, "client_id_issued_at">): OAuthClientInformationFull {
    const full = client as OAuthClientInformationFull;
    this.clients.set(full.client_id, full);
    return full;
  }
}

export class AutoApprovingProvider implements OAuthServerProvider {
  readonly clientsStore = new MemoryClients();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, Grant>();

  /** Lifetime of access tokens; tests shorten it (or expire them all) to exercise refresh. */
  constructor(private readonly accessTokenTtlSeconds = 3600) {}

  async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: ServerResponse): Promise<void> {
    if (!client.redirect_uris.includes(params.redirectUri)) throw new InvalidRequestError("Unregistered redirect_uri");
    const code = randomUUID();
    this.codes.set(code, {
      clientId: client.client_id,
      scopes: params.scopes ?? [],
      resource: params.resource,
      codeChallenge: params.codeChallenge,
      redirectUri: params.redirectUri,
    });
    const target = new URL(params.redirectUri);
    target.searchParams.set("code", code);
    if (params.state !== undefined) target.searchParams.set("state", params.state);
    res.writeHead(302, { location: target.href, "cache-control": "no-store" }).end();
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<string> {
    const issued = this.codes.get(code);
    if (!issued || issued.clientId !== client.client_id) throw new InvalidGrantError("Unknown authorization code");
    return issued.codeChallenge;
  }

  async exchangeAuthorizationCode(client: OAuthClientInformationFull, code: string, _verifier?: string, redirectUri?: string): Promise<OAuthTokens> {
    const issued = this.codes.get(code);
    if (!issued || issued.clientId !== client.client_id) throw new InvalidGrantError("Unknown authorization code");
    if (redirectUri !== undefined && redirectUri !== issued.redirectUri) throw new InvalidGrantError("redirect_uri does not match");
    this.codes.delete(code);
    return this.issue({ clientId: issued.clientId, scopes: issued.scopes, resource: issued.resource });
  }

  async exchangeRefreshToken(client: OAuthClientInformationFull, refreshToken: string): Promise<OAuthTokens> {
    const grant = this.refreshTokens.get(refreshToken);
    if (!grant || grant.clientId !== client.client_id) throw new InvalidGrantError("Unknown refresh token");
    // Rotated: each refresh token is good once.
    this.refreshTokens.delete(refreshToken);
    return this.issue(grant);
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const access = this.accessTokens.get(token);
    if (!access || access.expiresAt * 1000 <= Date.now()) throw new InvalidTokenError("Invalid or expired token");
    return { token, clientId: access.clientId, scopes: access.scopes, expiresAt: access.expiresAt, resource: access.resource };
  }

  async revokeToken(_client: OAuthClientInformationFull, request: { token: string }): Promise<void> {
    this.accessTokens.delete(request.token);
    this.refreshTokens.delete(request.token);
  }

  /** Every access token expires now; refresh tokens stay good. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  private issue(grant: Grant): OAuthTokens {
    const accessToken = randomUUID();
    const refreshToken = randomUUID();
    this.accessTokens.set(accessToken, { ...grant, expiresAt: Math.floor(Date.now() / 1000) + this.accessTokenTtlSeconds });
    this.refreshTokens.set(refreshToken, grant);
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: this.accessTokenTtlSeconds,
      refresh_token: refreshToken,
      scope: grant.scopes.join(" "),
    };
  }
}
