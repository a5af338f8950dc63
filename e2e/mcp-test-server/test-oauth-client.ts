import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

// The client half of an OAuth sign-in for tests, kept in memory as a browser would keep it in
// storage. Where a browser would navigate to the authorization URL, the test calls approve(): the
// test server approves at once and redirects back with the code, which is read from the redirect.

export class TestOAuthClient implements OAuthClientProvider {
  private info: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier: string | undefined;
  /** Where the client was last sent to sign in. */
  authorizationUrl: URL | undefined;

  constructor(readonly redirectUrl = "http://127.0.0.1:9/oauth/callback") {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Moonlit test client",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }

  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error("no code verifier saved");
    return this.verifier;
  }

  /** Visits the authorization URL as the browser would, and returns the code it sends back. */
  async approve(): Promise<string> {
    if (!this.authorizationUrl) throw new Error("the client was never sent to sign in");
    const answer = await fetch(this.authorizationUrl, { redirect: "manual" });
    const location = answer.headers.get("location");
    if (answer.status !== 302 || !location) throw new Error(`authorization answered ${answer.status}: ${await answer.text()}`);
    const back = new URL(location);
    if (`${back.origin}${back.pathname}` !== this.redirectUrl) throw new Error(`redirected to ${back.href}`);
    const code = back.searchParams.get("code");
    if (!code) throw new Error(`no code in ${back.href}`);
    return code;
  }
}
