import "server-only";
import { z } from "zod";
import { parseHttpUrl } from "@/lib/protocol/http-url";
import { headerProblem } from "./header-rules";

// MCP_SERVERS: MCP servers the operator offers everyone on the deployment, as a JSON array of
// {"name", "url", "headers"?, "id"?}. Their URLs and headers stay on the server: the browser
// knows a server by its id and name only (relay-contract.ts).

export interface OperatorServer {
  /** A DNS label: the browser addresses the server as https://<id>.mcp-operator.invalid/. */
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function urlProblem(value: string): string | undefined {
  const url = parseHttpUrl(value);
  if (!url) return "must be an absolute http:// or https:// URL";
  if (url.username || url.password) return "must not hold a user name or password: put credentials in headers";
  if (url.hash) return "must not have a #fragment";
  return undefined;
}

const entry = z
  .object({
    id: z.string().regex(LABEL, "must be lowercase letters, digits and inner hyphens (at most 63)").optional(),
    name: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
    url: z.string().trim().superRefine((value, ctx) => {
      const problem = urlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    headers: z
      .record(z.string(), z.string())
      .superRefine((headers, ctx) => {
        for (const [name, value] of Object.entries(headers)) {
          const problem = headerProblem(name, value);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }
      })
      .optional(),
  })
  .strict();

/** The name as a DNS label: "GitHub (work)" → "github-work". */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63)
    .replace(/-+$/, "");
}

export class OperatorServersError extends Error {}

/** Parses MCP_SERVERS; the error names the entry and field at fault. Unset or blank: none. */
export function parseOperatorServers(text: string | undefined): OperatorServer[] {
  if (text === undefined || text.trim() === "") return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OperatorServersError('must be a JSON array like [{"name":"Docs","url":"https://mcp.example.com/mcp"}]');
  }
  const parsed = z.array(entry).max(50, "must list at most 50 servers").safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [index, field] = issue.path;
    const where = typeof index === "number" ? `entry ${index + 1}${field === undefined ? "" : ` (${String(field)})`}: ` : "";
    throw new OperatorServersError(`${where}${issue.message}`);
  }
  const servers: OperatorServer[] = [];
  parsed.data.forEach((server, index) => {
    const id = server.id ?? slugOf(server.name);
    if (!LABEL.test(id)) throw new OperatorServersError(`entry ${index + 1}: give it an "id" (its name makes none)`);
    if (servers.some((other) => other.id === id)) {
      throw new OperatorServersError(`entry ${index + 1}: the id "${id}" is taken by another entry; give it its own "id"`);
    }
    const headers = Object.fromEntries(Object.entries(server.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    servers.push({ id, name: server.name, url: server.url, headers });
  });
  return servers;
}
