import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { makePng } from "../support/image-bytes";
import type { ServerLog } from "./server-log";

// The test server's tools, one per behaviour a client must handle. `garbage` is answered below the
// MCP layer (garbage.ts): its handler here runs only if that interception is bypassed.

export const TOOL_NAMES = ["echo", "add", "slow", "fail", "image", "structured", "huge", "hang", "garbage"] as const;

/** Far past any sane cap, and cheap to build: 32 MiB of one letter. */
export const HUGE_DEFAULT_BYTES = 32 * 1024 * 1024;

export const GARBAGE_FORMS = ["sse", "json", "html"] as const;

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

export function registerTestTools(server: McpServer, log: ServerLog): void {
  const called = (name: string) => log.calls.push(name);

  server.registerTool(
    "echo",
    { description: "Echoes the text it is given.", inputSchema: { text: z.string().describe("What to echo") } },
    async ({ text: value }) => {
      called("echo");
      return text(value);
    },
  );

  server.registerTool(
    "add",
    {
      description: "Adds two numbers.",
      inputSchema: { a: z.number().describe("The first number"), b: z.number().describe("The second number") },
    },
    async ({ a, b }) => {
      called("add");
      return text(String(a + b));
    },
  );

  server.registerTool(
    "slow",
    {
      description: "Takes a while, reporting progress at each step; stops when cancelled.",
      inputSchema: { steps: z.number().int().min(1).max(1000).default(5), stepMs: z.number().int().min(0).max(60_000).default(200) },
    },
    async ({ steps, stepMs }, extra) => {
      called("slow");
      const token = extra._meta?.progressToken;
      for (let step = 1; step <= steps; step++) {
        await pause(stepMs, extra.signal);
        if (extra.signal.aborted) {
          log.cancelled.push("slow");
          throw new Error("cancelled");
        }
        if (token !== undefined) {
          await extra.sendNotification({
            method: "notifications/progress",
            params: { progressToken: token, progress: step, total: steps, message: `Step ${step} of ${steps}` },
          });
        }
      }
      return text(`Finished ${steps} steps`);
    },
  );

  server.registerTool("fail", { description: "Always fails, as a tool error (isError)." }, async () => {
    called("fail");
    return { content: [{ type: "text", text: "The tool failed on purpose." }], isError: true };
  });

  server.registerTool("image", { description: "Returns a small PNG image." }, async () => {
    called("image");
    return {
      content: [
        { type: "image", data: makePng(8, 8).toString("base64"), mimeType: "image/png" },
        { type: "text", text: "An 8 by 8 gradient." },
      ],
    };
  });

  server.registerTool(
    "structured",
    {
      description: "Returns the weather for a city as structured content.",
      inputSchema: { city: z.string() },
      outputSchema: { city: z.string(), temperatureC: z.number(), conditions: z.enum(["sunny", "cloudy", "rain"]) },
    },
    async ({ city }) => {
      called("structured");
      const weather = { city, temperatureC: 21.5, conditions: "sunny" as const };
      return { content: [{ type: "text", text: JSON.stringify(weather) }], structuredContent: weather };
    },
  );

  server.registerTool(
    "huge",
    {
      description: "Returns a result far larger than any client should accept.",
      inputSchema: { bytes: z.number().int().min(1).max(256 * 1024 * 1024).default(HUGE_DEFAULT_BYTES) },
    },
    async ({ bytes }) => {
      called("huge");
      return text("x".repeat(bytes));
    },
  );

  server.registerTool("hang", { description: "Never answers (until cancelled)." }, async (extra) => {
    called("hang");
    await new Promise((resolve) => extra.signal.addEventListener("abort", resolve, { once: true }));
    log.cancelled.push("hang");
    throw new Error("cancelled");
  });

  server.registerTool(
    "garbage",
    { description: "Answers with bytes that are not JSON-RPC.", inputSchema: { form: z.enum(GARBAGE_FORMS).default("sse") } },
    async () => {
      called("garbage");
      return { content: [{ type: "text", text: "garbage is answered below the MCP layer; this server's garbage route was bypassed" }], isError: true };
    },
  );
}

/** Only on the OAuth server: who the token belongs to. */
export function registerWhoami(server: McpServer, log: ServerLog): void {
  server.registerTool("whoami", { description: "Says which OAuth client the call was made with." }, async (extra) => {
    log.calls.push("whoami");
    return text(`Signed in as client ${extra.authInfo?.clientId ?? "(none)"}`);
  });
}
