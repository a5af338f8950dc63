import type { Metadata } from "next";
import { McpSignInCallback } from "@/components/settings/mcp-servers/sign-in-callback";
import { serverLocale } from "@/components/i18n/server-locale";
import { translator } from "@/lib/i18n/dictionaries";

// Where an MCP server's authorization server sends the person back after signing in: the page
// trades the code for tokens in this browser, then returns to the conversation it came from.

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await serverLocale());
  return { title: `${t("mcp.signIn")} · ${t("app.name")}`, robots: { index: false } };
}

export default function McpCallbackPage() {
  return <McpSignInCallback />;
}
