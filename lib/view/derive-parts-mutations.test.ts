import { describe, expect, it } from "vitest";
import { isRecord } from "@/lib/protocol/is-record";
import type { MessageNode } from "@/lib/protocol/message";
import { conversationToMarkdown } from "./conversation-markdown";
import { deriveParts, type ReplyNode } from "./derive-parts";
import { Footnotes } from "./footnotes";
import { partsMarkdown } from "./part-markdown";
import { partsText } from "./part-text";
import type { ViewPart } from "./parts";
import { usageOfNodes } from "./usage";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode, userNode } from "./test-support/nodes";

// Property-style: every field of every fixture reply, replaced in turn by a value of the wrong
// kind, still derives, exports and totals without throwing, and the parts keep the types their
// renderers draw (a string where text goes: an object there would crash React).

const ODD_VALUES: readonly unknown[] = [null, {}, "x", 1, [null]];

/** The fixture replies: each fixture's turn, with tool results where it calls tools. */
function replies(): Record<string, ReplyNode[]> {
  const p03 = fixtureMessage(FIXTURES.p03);
  const p08 = fixtureResult(FIXTURES.p08);
  const image = { type: "image", source: { type: "url", url: "https://img.example/a.png" } } as const;
  return {
    p02: [anthropicNode(fixtureMessage(FIXTURES.p02))],
    p03: [
      { ...anthropicNode(p03), thinkingDurations: { 2: 1200 } },
      toolNode([{ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: [{ type: "text", text: "Booked." }, image] }]),
    ],
    p04: [anthropicNode(fixtureMessage(FIXTURES.p04))],
    p05: [
      {
        ...anthropicNode(fixtureMessage(FIXTURES.p05)),
        format: { type: "json_schema", name: "plan", schema: { type: "object", properties: { a: { type: "string" } } } },
      },
    ],
    p06: [anthropicNode(fixtureMessage(FIXTURES.p06), "a1", "streaming")],
    p07: [{ ...openaiNode(fixtureResult(FIXTURES.p07)), thinkingDurations: { 0: 800 } }],
    p08: [
      openaiNode(p08),
      toolNode([
        { toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content: "High water 06:12" },
        { toolUseId: "functions.get_ferry_schedule:1", name: "get_ferry_schedule", content: [image], isError: true },
      ]),
    ],
  };
}

type Path = (string | number)[];

/** Every path into a JSON value, the value itself ([]) included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  const found: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => found.push(...paths(item, [...prefix, index])));
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...prefix, key]));
  }
  return found;
}

function replaced<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]] = value;
  return copy;
}

const isString = (value: unknown) => typeof value === "string";

/** What the renderers rely on, per part; the names of the fields that break it. */
function badFields(part: ViewPart): string[] {
  const bad: string[] = [];
  const need = (ok: boolean, field: string) => ok || bad.push(field);
  need(isString(part.key), "key");
  switch (part.type) {
    case "thinking":
      need(isString(part.text), "text");
      need(part.durationMs === undefined || Number.isFinite(part.durationMs), "durationMs");
      need(part.tokens === undefined || Number.isFinite(part.tokens), "tokens");
      break;
    case "text":
      need(isString(part.text), "text");
      need(Array.isArray(part.citations), "citations");
      for (const c of part.citations) need(isString(c.url) && isString(c.title) && c.citedTexts.every(isString), "citation");
      break;
    case "structured":
      need(isString(part.text), "text");
      need(part.format.type === "json_object" || (part.format.type === "json_schema" && isRecord(part.format.schema)), "format");
      break;
    case "tool-call":
      need(isString(part.id) && isString(part.name), "id/name");
      need(isString(part.input) || isRecord(part.input), "input");
      need(part.result === undefined || isString(part.result.content), "result");
      for (const image of part.resultImages ?? []) {
        need(image.type === "url" ? isString(image.url) : isString(image.media_type) && isString(image.data), "resultImages");
      }
      break;
    case "web-search":
      need(isString(part.id) && isString(part.query), "id/query");
      need(part.error === undefined || isString(part.error), "error");
      for (const r of part.results) need(isString(r.title) && isString(r.url) && isString(r.site) && (r.age === undefined || isString(r.age)), "result");
      break;
  }
  return bad;
}

describe("deriveParts on mutated fixture replies", () => {
  for (const [name, reply] of Object.entries(replies())) {
    it(`${name}: every field replaced by null, {}, "x", 1 or [null] derives, exports and totals`, () => {
      const failures: string[] = [];
      // The list itself is the app's own; each node in it, and everything below, came from outside.
      for (const path of paths(reply).slice(1)) {
        for (const value of ODD_VALUES) {
          const nodes = replaced(reply, path, value);
          const where = `${path.join(".")} = ${JSON.stringify(value)}`;
          try {
            for (const toolLoopActive of [true, false]) {
              const parts = deriveParts(nodes, { toolLoopActive });
              for (const part of parts) {
                const bad = badFields(part);
                if (bad.length > 0) failures.push(`${where}: ${part.type} ${bad.join(", ")}`);
              }
              partsMarkdown(parts, new Footnotes());
              partsText(parts, (n) => `[${n}]`);
            }
            usageOfNodes(nodes as MessageNode[]);
            // A stored row is always an object (the database keys it by its id): the export needs no more.
            if (nodes.every(isRecord)) conversationToMarkdown("Odd", [userNode("Hi"), ...(nodes as MessageNode[])]);
          } catch (error) {
            failures.push(`${where}: threw ${String(error)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
