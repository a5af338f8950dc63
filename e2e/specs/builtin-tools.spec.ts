// Built-in tools that run by themselves in the browser: the calculator answering a call, the
// calculator and Run JavaScript stopped at their time limits, and Run JavaScript kept away from
// Moonlit's stored data.
import { anthropicStream, type ScriptedBlock } from "@/lib/protocol/test-support/scripted-streams";
import { appUrl } from "../support/ports";
import { P02 } from "../support/chat-fixtures";
import type { ChatPage } from "../support/chat-page";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

const sse = (...blocks: ScriptedBlock[]) => ({ reply: { kind: "sse" as const, body: anthropicStream(blocks) } });
const thinking = (text: string): ScriptedBlock => ({ type: "thinking", thinking: text, signature: `sig-${text.length}` });

/** Turns built-in tools on in the open settings scope (new chats, or this conversation). */
async function enableBuiltins(chat: ChatPage, ...names: string[]) {
  const dialog = await chat.openSettings();
  for (const name of names) {
    const box = dialog.getByRole("checkbox", { name, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }
  await chat.closeSettings();
}

const toolCall = (chat: ChatPage, name: string) => chat.lastAssistant.getByRole("group", { name: `Tool call: ${name}`, exact: true });

type ToolResultBlock = { type: string; tool_use_id: string; content: string; is_error?: boolean };
const lastToolResults = (body: Record<string, unknown>) =>
  ((body.messages as Array<{ role: string; content: unknown }>).at(-1)?.content as ToolResultBlock[]).filter((b) => b.type === "tool_result");

test("the calculator answers a call by itself, and the next request carries its result", async ({ chat, page }) => {
  await upstream.enqueue(
    sse(thinking("Use the calculator."), { type: "text", text: "Let me calculate that." }, {
      type: "tool_use",
      id: "toolu_calc_1",
      name: "calculator",
      input: { expression: "sqrt(2) * (3 + 4)^2" },
    }),
    sse(thinking("Report it."), { type: "text", text: "It comes to about 69.30." }),
  );
  await chat.goto();
  await enableBuiltins(chat, "Calculator");
  await chat.ask("What is the square root of 2 times 7 squared?");

  const card = toolCall(chat, "calculator");
  await expect(card).toContainText("sqrt(2) * (3 + 4)^2");
  await expect(card).toContainText("69.296464556282");
  await expect(card).not.toContainText("Error");
  await expect(chat.lastAssistant).toContainText("It comes to about 69.30.");
  await expect(chat.assistantMessages).toHaveCount(1);

  const [first, second] = await upstreamBodies("/v1/messages");
  expect(first.tools).toEqual([expect.objectContaining({ name: "calculator", input_schema: expect.objectContaining({ required: ["expression"] }) })]);
  expect(lastToolResults(second)).toEqual([{ type: "tool_result", tool_use_id: "toolu_calc_1", content: "69.296464556282" }]);

  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: "/tmp/moonlit-calculator-card.png" });
  await page.screenshot({ path: "/tmp/moonlit-calculator-page.png" });
});

test("a heavy expression is stopped at the calculator's time limit, and the page takes typing meanwhile", async ({ chat }) => {
  // The Mersenne prime 2^127 - 1: about 15 s of mathjs on this machine, three times the time limit
  // (10^30 + 57, used before, took 4.7 s when the machine was quiet, and was answered in time).
  const expression = 'isPrime(bignumber("170141183460469231731687303715884105727"))';
  const timedOut = "Stopped after 5 s: the expression was still being evaluated at the time limit.";
  // A first, quick call loads mathjs, so the heavy one is evaluated as soon as it is shown running.
  await upstream.enqueue(
    sse(thinking("Warm up."), { type: "tool_use", id: "toolu_calc_warm", name: "calculator", input: { expression: "1 + 1" } }),
    sse(thinking("Check it."), { type: "tool_use", id: "toolu_calc_heavy", name: "calculator", input: { expression } }),
    sse(thinking("It ran out of time."), { type: "text", text: "That number is too large to check here." }),
  );
  await chat.goto();
  await enableBuiltins(chat, "Calculator");
  await chat.send("Is 2^127 - 1 prime?");

  const [warm, heavy] = [toolCall(chat, "calculator").first(), toolCall(chat, "calculator").nth(1)];
  await expect(warm).toContainText("1 + 1");
  const status = heavy.getByRole("status");
  await expect(status).toHaveText("Running…");
  // The expression is evaluated in a worker: the page takes typing while it runs.
  await chat.composer.fill("Still typing while it runs");
  await expect(chat.composer).toHaveValue("Still typing while it runs");
  await expect(status).toHaveText("Running…");
  await expect(chat.stopButton).toBeEnabled();

  await chat.waitForReplyDone();
  await expect(heavy).toContainText(timedOut);
  await expect(heavy).toContainText("Error");
  await expect(chat.lastAssistant).toContainText("That number is too large to check here.");
  await expect(chat.composer).toHaveValue("Still typing while it runs");
  await heavy.scrollIntoViewIfNeeded();
  await heavy.screenshot({ path: "/tmp/moonlit-calculator-timeout.png" });

  const [, second, third] = await upstreamBodies("/v1/messages");
  expect(lastToolResults(second)).toEqual([{ type: "tool_result", tool_use_id: "toolu_calc_warm", content: "2" }]);
  expect(lastToolResults(third)).toEqual([{ type: "tool_result", tool_use_id: "toolu_calc_heavy", content: timedOut, is_error: true }]);
});

test("Run JavaScript is stopped at its time limit and the call is answered with that error", async ({ chat, page }) => {
  await upstream.enqueue(
    sse(thinking("Try the loop."), { type: "tool_use", id: "toolu_js_loop", name: "run_javascript", input: { code: "while (true) {}" } }),
    sse(thinking("It never ended."), { type: "text", text: "The loop never finished." }),
  );
  await chat.goto();
  await enableBuiltins(chat, "Run JavaScript");
  await chat.send("Run an endless loop");

  const card = toolCall(chat, "run_javascript");
  await expect(card.getByRole("status")).toHaveText("Running…");
  // The loop runs in a sandboxed frame, not on the page's thread: the page answers while the call is
  // still running (an endless loop on its own thread would never let it answer). Read in one turn of
  // the page's event loop, so no timing is involved.
  const statuses = await page.evaluate(() => [...document.querySelectorAll("[role=status]")].map((status) => status.textContent));
  expect(statuses).toContain("Running…");
  await expect(page.locator("iframe[sandbox='allow-scripts']")).toHaveCount(1);

  await chat.waitForReplyDone();
  await expect(card).toContainText("Stopped after 5 s: the code was still running at the time limit.");
  await expect(card).toContainText("Error");
  await expect(chat.lastAssistant).toContainText("The loop never finished.");
  await expect(page.locator("iframe")).toHaveCount(0);
  await card.screenshot({ path: "/tmp/moonlit-run-javascript-timeout.png" });

  const [, second] = await upstreamBodies("/v1/messages");
  expect(lastToolResults(second)).toEqual([
    { type: "tool_result", tool_use_id: "toolu_js_loop", content: "Stopped after 5 s: the code was still running at the time limit.", is_error: true },
  ]);
});

test("code run by Run JavaScript cannot read a stored conversation or reach the network", async ({ chat }) => {
  const secret = "saltmarsh-4417";
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask(`Remember the passphrase ${secret}`);
  await expect(chat.lastUser).toContainText(secret);

  const code = `
    const report = [];
    try { report.push("databases: " + JSON.stringify(await indexedDB.databases())); } catch (e) { report.push("databases denied: " + e); }
    try {
      const db = await new Promise((ok, fail) => { const r = indexedDB.open("moonlit"); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
      report.push("opened: " + Array.from(db.objectStoreNames).join(","));
    } catch (e) { report.push("open denied: " + e); }
    for (const url of [${JSON.stringify(`${appUrl}/`)}, "/"]) {
      try { const r = await fetch(url); report.push("fetched: " + (await r.text()).slice(0, 500)); } catch (e) { report.push("fetch denied: " + e); }
    }
    try { report.push("storage: " + localStorage.length); } catch (e) { report.push("storage denied: " + e); }
    return report.join("\\n");`;
  await upstream.enqueue(
    sse(thinking("Look around."), { type: "tool_use", id: "toolu_js_spy", name: "run_javascript", input: { code } }),
    sse(thinking("Nothing there."), { type: "text", text: "The sandbox saw nothing of yours." }),
  );
  // For this conversation only (the sheet opens on its settings).
  await enableBuiltins(chat, "Run JavaScript");
  await chat.ask("Try to read my conversations");

  const card = toolCall(chat, "run_javascript");
  await expect(chat.lastAssistant).toContainText("The sandbox saw nothing of yours.");
  const [result] = lastToolResults((await upstreamBodies("/v1/messages")).at(-1)!);
  expect(result.tool_use_id).toBe("toolu_js_spy");
  expect(result.content).toContain("databases denied: SecurityError");
  expect(result.content).toContain("open denied: SecurityError");
  expect(result.content.match(/fetch denied: TypeError/g)).toHaveLength(2);
  expect(result.content).not.toContain("opened:");
  expect(result.content).not.toContain("fetched:");
  expect(result.content).not.toContain(secret);
  await expect(card).toContainText("open denied: SecurityError");
  await expect(card).not.toContainText(secret);
});

test("the tool loop stops at Max tool rounds and says so; Continue goes on", async ({ chat, page }) => {
  const call = (id: string, expression: string) =>
    sse(thinking(`Compute ${expression}.`), { type: "tool_use", id, name: "calculator", input: { expression } });
  await upstream.enqueue(call("toolu_r1", "1 + 1"), call("toolu_r2", "2 + 2"), sse(thinking("Done."), { type: "text", text: "Two and four." }));
  await chat.goto();
  const dialog = await chat.openSettings();
  await expect(dialog.getByRole("heading", { name: "Tools", exact: true })).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Calculator", exact: true }).check();
  const rounds = dialog.getByRole("spinbutton", { name: "Max tool rounds", exact: true });
  await expect(rounds).toHaveValue("8");
  await rounds.fill("1");
  await dialog.getByRole("heading", { name: "Tools", exact: true }).scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: "/tmp/moonlit-tools-settings.png" });
  await chat.closeSettings();

  await chat.ask("Add up a few things");
  const notice = chat.lastAssistant.getByRole("note").filter({ hasText: "Stopped after 1 tool round." });
  await expect(notice).toBeVisible();
  expect(await upstreamBodies("/v1/messages")).toHaveLength(2);
  await page.screenshot({ path: "/tmp/moonlit-tool-rounds.png" });

  await notice.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(chat.lastAssistant).toContainText("Two and four.");
  await chat.waitForReplyDone();
  await expect(notice).toHaveCount(0);
  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(3);
  expect(lastToolResults(bodies[2])).toEqual([{ type: "tool_result", tool_use_id: "toolu_r2", content: "4" }]);
  await expect(chat.assistantMessages).toHaveCount(1);
});
