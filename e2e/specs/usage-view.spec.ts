// The Usage view: replies with usage seeded straight into IndexedDB over several days, then the
// sidebar's `Usage` link; the charts are drawn (uPlot canvases), each chart's table holds the seeded
// totals per day, and the range switch takes in older days. Screenshots in both themes, to look at.
import path from "node:path";
import type { Page } from "@playwright/test";
import { seedConversations } from "@/e2e/bench/browser-open";
import type { SeedConversation } from "@/e2e/bench/browser-seed";
import type { AssistantNode, MessageNode } from "@/lib/protocol/message";
import { DEFAULT_SETTINGS } from "@/lib/db/default-settings";
import { appUrl } from "../support/ports";
import { expect, test } from "../support/chat-test";

const DIR = path.join("test-results", "screenshots");
const DAY_LABEL = new Intl.DateTimeFormat("en", { month: "short", day: "numeric" });

/** Local noon `n` days ago; today, a minute ago (noon may be still to come). */
function at(n: number): number {
  if (n === 0) return Date.now() - 60_000;
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - n, 12).getTime();
}

const label = (n: number) => DAY_LABEL.format(at(n));

interface Spend {
  input: number;
  cacheRead?: number;
  output: number;
  thinking?: number;
  searches?: number;
}

function anthropicReply(id: string, conversationId: string, parentId: string, createdAt: number, model: string, spend: Spend): AssistantNode {
  return {
    id,
    conversationId,
    parentId,
    createdAt,
    role: "assistant",
    status: "complete",
    turn: {
      protocol: "anthropic",
      message: {
        id: `msg_${id}`,
        type: "message",
        role: "assistant",
        model,
        content: [{ type: "text", text: `Reply ${id}` }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: {
          input_tokens: spend.input,
          output_tokens: spend.output,
          cache_read_input_tokens: spend.cacheRead ?? 0,
          cache_creation_input_tokens: 0,
          output_tokens_details: { thinking_tokens: spend.thinking ?? 0 },
          server_tool_use: { web_search_requests: spend.searches ?? 0 },
        },
      },
    },
  };
}

function openaiReply(id: string, conversationId: string, parentId: string, createdAt: number, spend: Spend): AssistantNode {
  const cached = spend.cacheRead ?? 0;
  return {
    id,
    conversationId,
    parentId,
    createdAt,
    role: "assistant",
    status: "complete",
    turn: {
      protocol: "openai",
      result: {
        id: `chatcmpl_${id}`,
        model: "kimi-k3.1-pro-highspeed",
        message: { role: "assistant", content: `Reply ${id}` },
        finish_reason: "stop",
        usage: {
          prompt_tokens: spend.input + cached,
          completion_tokens: spend.output,
          total_tokens: spend.input + cached + spend.output,
          prompt_tokens_details: { cached_tokens: cached },
          completion_tokens_details: { reasoning_tokens: spend.thinking ?? 0 },
        },
      },
    },
  };
}

/** A conversation of prompt, reply pairs; the replies made by `reply(conversationId, parentId, i)`. */
function seed(id: string, replies: ((parentId: string) => AssistantNode)[]): SeedConversation {
  const messages: MessageNode[] = [];
  let parentId: string | null = null;
  replies.forEach((reply, i) => {
    const node = reply(`${id}-u${i}`);
    messages.push({ id: `${id}-u${i}`, conversationId: id, parentId, createdAt: node.createdAt - 1000, role: "user", text: `Question ${i}`, attachments: [] });
    messages.push(node);
    parentId = node.id;
  });
  const last = messages[messages.length - 1];
  return {
    conversation: { id, title: `Usage ${id}`, createdAt: messages[0].createdAt, updatedAt: last.createdAt, pinned: false, settings: DEFAULT_SETTINGS, activeLeafId: last.id, preview: "" },
    messages,
    lastMarker: "",
  };
}

const SEEDS: SeedConversation[] = [
  seed("today", [(p) => anthropicReply("t1", "today", p, at(0), "kimi-k3.1-pro", { input: 1000, cacheRead: 3000, output: 500, thinking: 200, searches: 2 })]),
  seed("yesterday", [(p) => openaiReply("y1", "yesterday", p, at(1), { input: 1000, cacheRead: 1000, output: 800, thinking: 300 })]),
  seed("three", [
    (p) => anthropicReply("d1", "three", p, at(3), "kimi-k3", { input: 150, output: 60 }),
    (p) => anthropicReply("d2", "three", p, at(3) + 60_000, "kimi-k3", { input: 150, output: 60 }),
  ]),
  seed("old", [(p) => anthropicReply("o1", "old", p, at(20), "kimi-k3", { input: 7000, output: 700 })]),
];

async function openUsage(page: Page) {
  await seedConversations(page, appUrl, SEEDS);
  await page.goto("/");
  await page.getByRole("link", { name: "Usage", exact: true }).click();
  await expect(page).toHaveURL(/\/usage$/);
  await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
}

/** The cells after the row header of the row for `rowLabel` in the table named `name`. */
function rowCells(page: Page, name: string, rowLabel: string) {
  return page
    .getByRole("table", { name, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: rowLabel, exact: true }) })
    .getByRole("cell");
}

test("the Usage view draws its charts from the stored replies, with tables of the same figures", async ({ page }) => {
  await openUsage(page);
  await expect(page.getByText("4 replies · 6,300 in · 1,420 out")).toBeVisible();

  for (const name of ["Tokens per day", "Thinking’s share of output", "Cache hit rate", "Web searches", "Tokens per model"]) {
    await expect(page.getByRole("figure", { name }).locator("canvas").first()).toBeVisible();
  }

  await expect(rowCells(page, "Tokens per day", label(0))).toHaveText(["4,000", "500"]);
  await expect(rowCells(page, "Tokens per day", label(1))).toHaveText(["2,000", "800"]);
  await expect(rowCells(page, "Tokens per day", label(2))).toHaveText(["0", "0"]);
  await expect(rowCells(page, "Tokens per day", label(3))).toHaveText(["300", "120"]);
  await expect(rowCells(page, "Thinking’s share of output", label(0))).toHaveText(["200", "500", "40%"]);
  await expect(rowCells(page, "Cache hit rate", label(0))).toHaveText(["3,000", "4,000", "75%"]);
  await expect(rowCells(page, "Cache hit rate", label(1))).toHaveText(["1,000", "2,000", "50%"]);
  await expect(rowCells(page, "Web searches", label(0))).toHaveText(["2"]);
  const models = page.getByRole("table", { name: "Tokens per model" }).getByRole("columnheader");
  await expect(models).toHaveText(["Day", "kimi-k3.1-pro", "kimi-k3.1-pro-highspeed", "kimi-k3"]);
  await expect(rowCells(page, "Tokens per model", "Total")).toHaveText(["4,500", "2,800", "420"]);
  await expect(page.getByRole("table", { name: "Tokens per day" }).getByRole("row")).toHaveCount(8);
  await expect(rowCells(page, "Tokens per day", label(20))).toHaveCount(0);

  // 30 days takes in the reply 20 days ago.
  const range = page.getByRole("group", { name: "Range" });
  await range.getByRole("button", { name: "30 days" }).click();
  await expect(range.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("5 replies · 13,300 in · 2,120 out")).toBeVisible();
  await expect(rowCells(page, "Tokens per day", label(20))).toHaveText(["7,000", "700"]);
  await expect(page.getByRole("table", { name: "Tokens per day" }).getByRole("row")).toHaveCount(31);
  // kimi-k3 now leads: 7,700 more tokens.
  await expect(page.getByRole("table", { name: "Tokens per model" }).getByRole("columnheader")).toHaveText(["Day", "kimi-k3", "kimi-k3.1-pro", "kimi-k3.1-pro-highspeed"]);
  await expect(rowCells(page, "Tokens per model", "Total")).toHaveText(["8,120", "4,500", "2,800"]);

  await range.getByRole("button", { name: "90 days" }).click();
  await expect(page.getByRole("table", { name: "Tokens per day" }).getByRole("row")).toHaveCount(91);

  // The tables can be shown on screen too.
  // Its box: visually hidden is a 1 px clip.
  const table = page.getByRole("table", { name: "Web searches" }).locator("xpath=..");
  expect((await table.boundingBox())?.width ?? 0).toBeLessThan(5);
  await page.getByRole("checkbox", { name: "Show as tables" }).check();
  await expect.poll(async () => (await table.boundingBox())?.width ?? 0).toBeGreaterThan(100);
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });

    test(`screenshot of the Usage view (${scheme})`, async ({ page }) => {
      await openUsage(page);
      await expect(page.locator("figure canvas")).toHaveCount(5);
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.screenshot({ path: path.join(DIR, `usage-view-${scheme}.png`), fullPage: true });
    });
  });
}
