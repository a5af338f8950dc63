"use client";

// The end of an MCP server's sign-in (app/mcp/callback): reads the code and state the authorization
// server sent, finishes the sign-in, and goes back where the person pressed Sign in. A failure
// stays on screen with its reason and a way back.

import Link from "next/link";
import { useEffect, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { loadAppDatabase } from "@/lib/db/app-database";
import { RETURN_KEY } from "@/lib/chat/mcp/browser-oauth";
import { errorMessage } from "@/lib/async/error-message";

type Outcome = { kind: "working" } | { kind: "failed"; reason: string };

/** Only a path of this site: the stored value came from this tab, but a path is all it may be. */
function returnPath(): string {
  const stored = sessionStorage.getItem(RETURN_KEY) ?? "/";
  sessionStorage.removeItem(RETURN_KEY);
  return stored.startsWith("/") && !stored.startsWith("//") ? stored : "/";
}

async function finish(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const error = params.get("error");
  if (error) throw new Error(params.get("error_description") ?? error);
  const code = params.get("code");
  const state = params.get("state");
  if (!code || !state) throw new Error("The authorization server sent no code back.");
  const [{ finishSignIn }, db] = await Promise.all([import("@/lib/chat/mcp/server-sign-in"), loadAppDatabase()]);
  const server = await finishSignIn(db, code, state);
  if (server.status?.kind !== "connected") {
    throw new Error(server.status?.kind === "unreachable" ? server.status.reason : "The server still asks to be signed in to.");
  }
}

export function McpSignInCallback() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  useEffect(() => {
    finish().then(
      () => window.location.replace(returnPath()),
      (error: unknown) => setOutcome({ kind: "failed", reason: errorMessage(error) }),
    );
  }, []);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      {outcome.kind === "working" ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-300">
          {t("mcp.callback.working")}
        </p>
      ) : (
        <>
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t("mcp.callback.failed", { reason: outcome.reason })}
          </p>
          <Link href="/" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
            {t("mcp.callback.back")}
          </Link>
        </>
      )}
    </main>
  );
}
