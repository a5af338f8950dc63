import { describe, expect, it } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import { FIXTURES, fixtureResult, openaiNode } from "@/lib/view/test-support/nodes";
import { buildToolResults, callsAwaitingPerson } from "./tool-answers";

const TIDE = "functions.get_tide_table:0";
const FERRY = "functions.get_ferry_schedule:1";

const p08Parts = (awaiting: Map<string, "person" | "client">) => deriveParts([openaiNode(fixtureResult(FIXTURES.p08))], { toolLoopActive: false, awaiting });

describe("answering tool calls", () => {
  it("collects the calls the person answers, in call order, leaving the client's to the Engine", () => {
    expect(callsAwaitingPerson(p08Parts(new Map([[TIDE, "person"], [FERRY, "person"]]))).map((call) => call.id)).toEqual([TIDE, FERRY]);
    expect(callsAwaitingPerson(p08Parts(new Map([[TIDE, "client"], [FERRY, "person"]]))).map((call) => call.id)).toEqual([FERRY]);
    expect(callsAwaitingPerson(p08Parts(new Map()))).toEqual([]);
  });

  it("builds one result per call in call order, the text as typed, is_error only when marked", () => {
    const calls = callsAwaitingPerson(p08Parts(new Map([[TIDE, "person"], [FERRY, "person"]])));
    const answers = buildToolResults(calls, {
      [FERRY]: { text: "Harbor closed", isError: true },
      [TIDE]: { text: '{"high": ["04:12"]}', isError: false },
    });
    expect(answers).toEqual({
      ok: true,
      results: [
        { toolUseId: TIDE, name: "get_tide_table", content: '{"high": ["04:12"]}' },
        { toolUseId: FERRY, name: "get_ferry_schedule", content: "Harbor closed", isError: true },
      ],
    });
  });

  it("refuses to send while a call has no text (blank counts as none), naming those calls", () => {
    const calls = callsAwaitingPerson(p08Parts(new Map([[TIDE, "person"], [FERRY, "person"]])));
    const answers = buildToolResults(calls, { [TIDE]: { text: "ok", isError: false }, [FERRY]: { text: "  \n", isError: true } });
    expect(answers.ok).toBe(false);
    expect(!answers.ok && answers.missing.map((call) => call.name)).toEqual(["get_ferry_schedule"]);
  });

  it("reads a call whose id is an Object.prototype key as unanswered", () => {
    const call = { ...callsAwaitingPerson(p08Parts(new Map([[TIDE, "person"]])))[0], id: "constructor" };
    expect(buildToolResults([call], {})).toMatchObject({ ok: false, missing: [call] });
  });
});
