// A share made the way a browser makes one (sealed here, only the ciphertext posted), from a snapshot
// the spec writes itself: what an author could put in a share, beyond what the app's own UI makes.
import type { APIRequestContext } from "@playwright/test";
import { sealShare } from "@/lib/chat/share/cipher/share-seal";
import { appUrl } from "./ports";

/** Seals `snapshot`, stores it on the app and returns the link. */
export async function craftedShareLink(request: APIRequestContext, snapshot: unknown): Promise<string> {
  const { ciphertext, key } = await sealShare(snapshot);
  const response = await request.post(`${appUrl}/api/share`, { data: { ciphertext, expires: "1d" } });
  if (!response.ok()) throw new Error(`POST /api/share: ${response.status()} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return `${appUrl}/s/${id}#${key}`;
}

export const LIGHTHOUSE_SYSTEM = "You are the keeper of the Orrin lighthouse. Answer in short verse.";

/**
 * A conversation whose author set a system prompt, a tool of their own, two built-ins and web search,
 * and whose messages point at images on `origin`: a user image sent by address, a markdown image and
 * a KaTeX graphic in the reply, and an image a tool returned by address.
 */
export function lighthouseSnapshot(origin: string, title = "The Orrin lighthouse") {
  const at = (n: number) => ({ conversationId: "c1", createdAt: 1_900_000_000_000 + n });
  const usage = { input_tokens: 20, output_tokens: 10 };
  const assistant = (id: string, content: unknown[], stop: string) => ({
    id: `msg_${id}`,
    type: "message",
    role: "assistant",
    model: "kimi-k3.1-pro",
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage,
  });
  const messages = [
    {
      ...at(1),
      id: "u1",
      parentId: null,
      role: "user",
      text: "What does the lighthouse look like at night?",
      attachments: [{ id: "l1", kind: "image", mediaType: "image/png", name: "lighthouse.png", size: 0, url: `${origin}/user-photo.png` }],
    },
    {
      ...at(2),
      id: "a1",
      parentId: "u1",
      role: "assistant",
      status: "complete",
      turn: {
        protocol: "anthropic",
        message: assistant(
          "a1",
          [
            { type: "text", text: `Its beam, drawn: ![beam](${origin}/markdown.png) and $\\includegraphics{${origin}/katex.png}$. Let me find the chart.` },
            { type: "tool_use", id: "toolu_chart", name: "lookup_chart", input: { place: "Orrin harbour" } },
          ],
          "tool_use",
        ),
      },
    },
    {
      ...at(3),
      id: "t1",
      parentId: "a1",
      role: "tool",
      results: [
        {
          toolUseId: "toolu_chart",
          name: "lookup_chart",
          content: [
            { type: "text", text: "Chart of Orrin harbour" },
            { type: "image", source: { type: "url", url: `${origin}/tool-chart.png` } },
          ],
        },
      ],
    },
    {
      ...at(4),
      id: "a2",
      parentId: "t1",
      role: "assistant",
      status: "complete",
      turn: { protocol: "anthropic", message: assistant("a2", [{ type: "text", text: "The beam turns once every twelve seconds." }], "end_turn") },
    },
  ];
  const settings = {
    model: "kimi-k3.1-pro",
    protocol: "anthropic",
    effort: "high",
    system: LIGHTHOUSE_SYSTEM,
    maxTokens: 32768,
    stopSequences: [],
    cacheTtl: "5m",
    webSearch: true,
    webSearchMaxUses: 5,
    tools: [{ name: "lookup_chart", description: "Finds the nautical chart of a place.", inputSchema: { type: "object", properties: { place: { type: "string" } } } }],
    toolChoice: { type: "tool", name: "lookup_chart" },
    outputFormat: "text",
    structuredOutput: null,
    builtinTools: ["calculator", "run_javascript"],
    maxToolRounds: 8,
  };
  const conversation = { id: "c1", title, createdAt: at(0).createdAt, updatedAt: at(4).createdAt, pinned: false, settings, activeLeafId: "a2", preview: "" };
  return { format: "moonlit-export", version: 1, exportedAt: "2030-03-17T12:00:00.000Z", conversations: [conversation], messages, attachments: [] };
}
