// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MessageNode } from "@/lib/protocol/message";
import { replaceCitationMarks } from "@/lib/view/citation-mark";
import { conversationToMarkdown } from "@/lib/view/conversation-markdown";
import { deriveParts } from "@/lib/view/derive-parts";
import { PART_MARKDOWN } from "@/lib/view/part-markdown";
import type { ViewPart } from "@/lib/view/parts";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode, userNode } from "@/lib/view/test-support/nodes";
import { threadRows } from "@/lib/view/thread-rows";
import { useDisclosureStore } from "../state/disclosure-store";
import { PART_RENDERERS, ReplyParts } from "./part-renderers";
import { byRole, click, render, settle } from "./test-support/render";

// The Markdown export and the UI read the same view parts. This conversation holds every kind of
// block both protocols send; everything the blocks show must be in its export.

vi.mock("@/components/markdown/markdown", () => import("./test-support/plain-markdown"));

// The blocks are read as first drawn, before their lazy parts (forms) arrive. Those parts are loaded
// here so that they arrive within the test's last act() (settle) rather than after the file has
// ended, when React's warning about it would reach a torn-down test run and fail it.
beforeAll(async () => {
  await Promise.all([import("@/components/schema/structured-output"), import("@/components/schema/schema-form")]);
});

afterEach(() => {
  useDisclosureStore.setState({ open: {} });
  document.body.innerHTML = "";
});

function anthropicReply(): MessageNode[] {
  const twoCalls = fixtureMessage(FIXTURES.p03);
  twoCalls.content = [
    { type: "tool_use", id: "toolu_taken", name: "book_greenhouse_slot", input: { greenhouse: "North Dome 8" } },
    { type: "tool_use", id: "toolu_never", name: "notify_gardener", input: { message: "Slot booked" } },
  ];
  const failedSearch = fixtureMessage(FIXTURES.p04);
  failedSearch.content[2] = {
    type: "web_search_tool_result",
    tool_use_id: "srvtoolu_01TessalyArchiveQ1",
    content: { type: "web_search_tool_result_error", error_code: "max_uses_exceeded" },
  };
  return [
    userNode("Book a slot, then tell me about the archive.", "u1", [{ id: "f1", kind: "image", mediaType: "image/png", name: "plan.png", size: 1 }]),
    // Thinking, text and a tool call answered with a result.
    anthropicNode(fixtureMessage(FIXTURES.p03), "a1"),
    toolNode([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: '{"booking":"NG-7","slot":"09:00"}' }], "t1"),
    // One call answered with an error, one never answered.
    anthropicNode(twoCalls, "a2"),
    toolNode([{ toolUseId: "toolu_taken", name: "book_greenhouse_slot", content: "North Dome 8 is closed", isError: true }], "t2"),
    // A server web search with results, then text citing them; then a search that failed.
    anthropicNode(fixtureMessage(FIXTURES.p04), "a3"),
    anthropicNode(failedSearch, "a4"),
  ];
}

function openaiReply(): MessageNode[] {
  const builtin = fixtureResult("x11_openai_web_search_builtin");
  const call = builtin.message.tool_calls![0];
  // With a query in its arguments, so the card has one to show.
  call.function.arguments = JSON.stringify({ search_result: { search_id: "srch_7c1e", query: "Tessaly archive opening day" } });
  return [
    userNode("And the tides and ferries?", "u2"),
    // reasoning_content and two tool_calls, both answered.
    openaiNode(fixtureResult(FIXTURES.p08), "o1"),
    toolNode(
      [
        { toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content: "high 06:12, low 12:30" },
        { toolUseId: "functions.get_ferry_schedule:1", name: "get_ferry_schedule", content: '["07:00","15:30"]' },
      ],
      "t3",
    ),
    // Kimi's $web_search builtin, echoed back as its own result.
    openaiNode(builtin, "o2"),
    toolNode([{ toolUseId: call.id, name: call.function.name, content: call.function.arguments }], "t4"),
    // reasoning_content and content.
    openaiNode(fixtureResult(FIXTURES.p07), "o3"),
  ];
}

/** p05: a reply asked for JSON by a schema, drawn as a structured part. */
function structuredReply(): MessageNode[] {
  const { schema } = loadFixture(FIXTURES.p05).meta.request.output_config.format;
  return [
    userNode("Extract the archive's details.", "u3"),
    { ...anthropicNode(fixtureMessage(FIXTURES.p05), "s1"), format: { type: "json_schema", schema } },
  ];
}

const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every piece of text or link target the blocks show, as it must appear in the export. */
function shownPieces(container: HTMLElement): string[] {
  const pieces: string[] = [];
  // Thinking and reply text (the markdown stand-in shows it raw); a citation mark becomes a footnote.
  for (const markdown of container.querySelectorAll("[data-markdown]")) {
    pieces.push(...lines(replaceCitationMarks(markdown.textContent ?? "", () => "\n")));
  }
  // Tool inputs and results.
  for (const pre of container.querySelectorAll("pre")) pieces.push(...lines(pre.textContent ?? ""));
  for (const group of byRole(container, "group", /^Tool call: /)) pieces.push(group.getAttribute("aria-label")!.replace(/^Tool call: /, ""));
  // Search queries, and each result's title and site. A page's age is drawn relative to today in the
  // reader's language (its span has the date as a title); the export keeps upstream's own words.
  for (const group of byRole(container, "group", "Web search")) {
    for (const query of group.querySelectorAll("q")) pieces.push(query.textContent ?? "");
    for (const item of group.querySelectorAll("li > * > span:not([title])")) pieces.push(item.textContent ?? "");
  }
  // Every link target: search results and cited sources.
  for (const link of container.querySelectorAll("a[href]")) pieces.push(link.getAttribute("href")!);
  // A cited source's title and passages, from its hover card.
  for (const tip of container.querySelectorAll("[role='tooltip']")) {
    const [title, ...passages] = [...tip.childNodes].map((node) => node.textContent ?? "");
    pieces.push(oneLine(title), ...passages.join("").split("\n\n").map(oneLine));
  }
  return pieces.filter(Boolean);
}

describe("the Markdown export matches the UI", () => {
  it("holds everything the blocks show, for a conversation with every block type", async () => {
    const path = [...anthropicReply(), ...openaiReply(), ...structuredReply()];
    const markdown = conversationToMarkdown("Tessaly", path);
    const replies = threadRows(path).flatMap((row) => (row.kind === "reply" ? [row.nodes] : []));
    expect(replies).toHaveLength(3);

    const allParts: ViewPart[] = [];
    const pieces: string[] = [];
    for (const nodes of replies) {
      const parts = deriveParts(nodes, { toolLoopActive: false });
      allParts.push(...parts);
      const view = render(<ReplyParts parts={parts} />);
      for (const thinking of byRole(view.container, "button", /^Thinking/)) click(thinking);
      pieces.push(...shownPieces(view.container));
      view.unmount();
    }

    // The collector sees each kind of piece (or the comparison below would prove nothing).
    for (const sample of [
      "All required fields are present. Keep the quoted variant name verbatim, including the inner quotes, and pass the label with its accent.",
      "I'll reserve that greenhouse slot for you now.",
      "notify_gardener",
      '"booking": "NG-7",',
      "North Dome 8 is closed",
      "Tessaly Botanical Archive opening date entry fee",
      "Tessaly events calendar",
      "https://northvale-courier.example/2031/03/tessaly-archive",
      "Organisers say the first weekend will be free for all visitors.",
      '"harbor": "Vell Harbor",',
      "Tessaly archive opening day",
      "Tomorrow on Pelion: morning ice fog lifting by midday, light methane drizzle near the southern craters, winds under 10 km/h.",
    ]) {
      expect(pieces).toContain(sample);
    }
    for (const piece of pieces) expect(markdown, `the export lacks ${JSON.stringify(piece)}`).toContain(piece);

    for (const part of allParts) {
      if (part.type === "web-search" && part.error) expect(markdown).toContain(part.error);
    }
    expect(markdown).toContain("Book a slot, then tell me about the archive.");
    expect(markdown).toContain("plan.png");
    expect(markdown).toContain("And the tides and ferries?");
    await settle();
  });

  it("covers every part type, and the states each can end in", () => {
    const path = [...anthropicReply(), ...openaiReply(), ...structuredReply()];
    const parts = threadRows(path).flatMap((row) => (row.kind === "reply" ? deriveParts(row.nodes, { toolLoopActive: false }) : []));
    const types = Object.keys(PART_RENDERERS).sort();
    expect(Object.keys(PART_MARKDOWN).sort()).toEqual(types);
    expect([...new Set(parts.map((part) => part.type))].sort()).toEqual(types);

    const has = (test: (part: ViewPart) => boolean) => parts.some(test);
    expect(has((p) => p.type === "thinking" && p.key.endsWith(":reasoning"))).toBe(true);
    expect(has((p) => p.type === "thinking" && !p.key.endsWith(":reasoning"))).toBe(true);
    expect(has((p) => p.type === "text" && p.citations.length > 0)).toBe(true);
    expect(has((p) => p.type === "text" && p.key.endsWith(":content"))).toBe(true);
    for (const status of ["done", "error", "not-run"]) expect(has((p) => p.type === "tool-call" && p.status === status)).toBe(true);
    expect(has((p) => p.type === "tool-call" && typeof p.input === "string")).toBe(true);
    expect(has((p) => p.type === "web-search" && p.results.length > 0)).toBe(true);
    expect(has((p) => p.type === "web-search" && p.error !== undefined)).toBe(true);
    expect(has((p) => p.type === "web-search" && !p.resultsVisible && p.query !== "")).toBe(true);
  });
});
