import { describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { openAIToAnthropic } from "./openai-to-anthropic";

const expected = (name: string) => loadFixture(name).expected;

describe("openAIToAnthropic", () => {
  it("keeps the text and drops reasoning, which has no signature (p07)", () => {
    const { message } = expected("p07_openai_reasoning_content");
    expect(openAIToAnthropic(message)).toEqual([{ type: "text", text: message.content }]);
  });

  it("turns function calls into tool_use with parsed input, keeping ids (p08)", () => {
    expect(openAIToAnthropic(expected("p08_openai_parallel_tool_calls").message)).toEqual([
      { type: "tool_use", id: "functions.get_tide_table:0", name: "get_tide_table", input: { harbor: "Vell Harbor", date: "2031-06-02" } },
      { type: "tool_use", id: "functions.get_ferry_schedule:1", name: "get_ferry_schedule", input: { route: "Vell Harbor–Skerrow Isle", date: "2031-06-02" } },
    ]);
  });

  it("drops builtin $web_search calls and empty content", () => {
    const blocks = openAIToAnthropic({
      role: "assistant",
      content: "",
      reasoning_content: "search",
      tool_calls: [{ id: "c1", type: "builtin_function", function: { name: "$web_search", arguments: '{"search_result":{}}' } }],
    });
    expect(blocks).toEqual([]);
  });

  it("uses an empty input for arguments that are not a JSON object", () => {
    const call = (id: string, args: string) => ({ id, type: "function", function: { name: "f", arguments: args } });
    const blocks = openAIToAnthropic({ role: "assistant", content: null, tool_calls: [call("a", '{"x":'), call("b", "[1]"), call("c", "")] });
    expect(blocks.map((block) => block.type === "tool_use" && block.input)).toEqual([{}, {}, {}]);
  });
});
