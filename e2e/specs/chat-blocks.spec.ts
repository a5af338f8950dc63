// The reply blocks a person sees: a tool call card and a web search with its citations.
import { P03, P04, expectedMessage } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

test("a tool call shows as a group named after the tool, with its input", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P03 }, chunking: "byte" });
  await chat.goto();
  await chat.send("Book me a slot in North Dome 7");
  await chat.waitForReplyDone();

  const card = chat.lastAssistant.getByRole("group", { name: "Tool call: book_greenhouse_slot", exact: true });
  await expect(card).toBeVisible();
  // The input as upstream sent it (split across many deltas), drawn as a form: every field
  // labelled by its name, every value intact.
  const input = expectedMessage(P03).content.find((block) => block.type === "tool_use")!.input as Record<string, unknown>;
  await expect(card).toContainText("North Dome 7");
  await expect(card).toContainText("2031-04-18");
  await expect(card).toContainText('saltleaf "hardy" variant');
  await expect(card).toContainText("Café row");
  await expect(card).toContainText("2.5");
  await expect(card.getByRole("term")).toHaveText(Object.keys(input));
  // The text before the call is shown too.
  await expect(chat.lastAssistant).toContainText("I'll reserve that greenhouse slot for you now.");
});

test("a tool call's input shows while it streams, then as a form once it is whole", async ({ chat }) => {
  // One event every 150 ms: the input's JSON arrives in a dozen pieces over a couple of seconds.
  await upstream.enqueue({ reply: { kind: "fixture", name: P03 }, dripMs: 150 });
  await chat.goto();
  await chat.send("Book me a slot in North Dome 7");

  const card = chat.lastAssistant.getByRole("group", { name: "Tool call: book_greenhouse_slot", exact: true });
  // The raw JSON received so far (no spaces after its opening brace: the finished input is drawn
  // as a form, never as this text), while the call is still forming.
  await expect(card).toContainText('{"greenhouse": "North Dome 7"');
  await expect(card).toHaveAttribute("aria-busy", "true");

  await chat.waitForReplyDone();
  await expect(card).not.toContainText('{"greenhouse"');
  await expect(card.getByRole("term").first()).toHaveText("greenhouse");
  await expect(card).toContainText("2031-04-18");
});

test("a web search shows its query and a link per result; citations link to their source", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P04 } });
  await chat.goto();
  await chat.send("When does the Tessaly Botanical Archive open?");
  await chat.waitForReplyDone();

  const message = expectedMessage(P04);
  const search = chat.lastAssistant.getByRole("group", { name: "Web search", exact: true });
  await expect(search).toBeVisible();
  const query = (message.content.find((block) => block.type === "server_tool_use")!.input as { query: string }).query;
  await expect(search).toContainText(query);

  const results = message.content.find((block) => block.type === "web_search_tool_result")!.content as Array<{ title: string; url: string }>;
  const links = search.getByRole("link");
  await expect(links).toHaveCount(results.length);
  for (const [i, result] of results.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", result.url);
    await expect(links.nth(i)).toContainText(result.title);
  }

  await expect(chat.lastAssistant).toContainText("the Tessaly Botanical Archive opens to the public on 14 May 2031");
  // Each cited source, by title, links to its URL.
  const cited = new Map<string, string>();
  for (const block of message.content) {
    for (const citation of (block.citations as Array<{ url: string; title: string }> | undefined) ?? []) cited.set(citation.title, citation.url);
  }
  expect(cited.size).toBe(2);
  const citationLinks = chat.lastAssistant.getByRole("link", { name: /^\[\d+\] / });
  await expect(citationLinks).toHaveCount(cited.size);
  for (const [title, url] of cited) {
    const link = chat.lastAssistant.getByRole("link", { name: new RegExp(`^\\[\\d+\\] [^:]+: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
    await expect(link).toHaveAttribute("href", url);
  }
});
