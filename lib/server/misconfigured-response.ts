import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import type { EnvError } from "@/lib/server/env";
import { BASE_ERRORS } from "@/lib/server/base-errors";
import { errorResponse } from "@/lib/server/gateway/errors";
import { configurationProblem } from "./configuration-problem";

// What a misconfigured deployment answers where the platform keeps the process (Vercel; a Node
// server exits instead: startup.ts): status 500 saying so and naming the variable to fix. Never its
// value, nor the EnvError's detail, which the log has: a detail may quote part of a value (MCP_SERVERS').

/** The API formats: the gateway's two answer in their SDKs' error shapes (errors.ts), the other routes in one plain shape. */
export type ErrorFormat = Protocol | "plain";

function sentence(problem: EnvError): string {
  return `This Moonlit deployment is misconfigured: fix its environment variable ${problem.variable}, then redeploy. Its log says what is wrong.`;
}

export function misconfiguredResponse(format: ErrorFormat, problem: EnvError): Response {
  const message = sentence(problem);
  if (format !== "plain") return errorResponse(format, { kind: "server_misconfigured", message });
  const { status } = BASE_ERRORS.server_misconfigured;
  return Response.json({ error: { type: "server_misconfigured", message } }, { status, headers: { "cache-control": "no-store" } });
}

/** A page without scripts or styles: the app itself cannot be served. English and Chinese, as app/global-error.tsx. */
export function misconfiguredPage(problem: EnvError): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Moonlit is misconfigured</title></head>
<body><main role="alert">
<h1>Moonlit is misconfigured</h1>
<p>${sentence(problem)}</p>
<p lang="zh-CN">此 Moonlit 部署的配置有误：请修改环境变量 ${problem.variable}，然后重新部署。部署日志中写明了问题所在。</p>
</main></body>
</html>
`;
  return new Response(html, {
    status: 500,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

/** The route handler, unless the configuration has a problem (a cached answer: nothing is parsed per request). */
export function whenConfigured<Args extends unknown[], Answer extends Response | Promise<Response>>(
  format: ErrorFormat,
  handler: (...args: Args) => Answer,
  problem: () => EnvError | undefined = configurationProblem,
): (...args: Args) => Answer | Response {
  return (...args) => {
    const found = problem();
    return found ? misconfiguredResponse(format, found) : handler(...args);
  };
}
