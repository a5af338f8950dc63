import { describe, expect, it } from "vitest";
import { createSearchEngine, loadSearchEngine, SEARCH_INDEX_FORMAT } from "./search-engine";

const doc = (id: string, title: string, text = "", documents = "", thinking = "") => ({ id, title, text, thinking, documents });
const found = (engine: ReturnType<typeof createSearchEngine>, query: string) => engine.rank(query).map((match) => match.id).sort();

describe("the search engine", () => {
  it("adds, replaces and removes conversations, with their stamps", () => {
    const engine = createSearchEngine();
    engine.put(doc("a", "Tide tables", "the ferry at dawn"), "1");
    engine.put(doc("b", "Lanterns", "", "harbour notes: ferry times"), "1");
    expect(found(engine, "ferry")).toEqual(["a", "b"]);

    engine.put(doc("a", "Tide tables", "the bus at noon"), "2");
    expect(found(engine, "ferry")).toEqual(["b"]);
    expect(found(engine, "bus")).toEqual(["a"]);
    expect(engine.stamp("a")).toBe("2");

    engine.remove("b");
    expect(found(engine, "ferry")).toEqual([]);
    expect([...engine.ids()]).toEqual(["a"]);
  });

  it("requires every word, says which matches hold them all in the title, and ranks by relevance", () => {
    const engine = createSearchEngine();
    engine.put(doc("title", "Ferry times"), "1");
    engine.put(doc("text", "Notes", "ferry times, ferry times"), "1");
    engine.put(doc("half", "Ferry", "times"), "1");
    engine.put(doc("one", "Notes", "ferry only"), "1");
    const ranked = engine.rank("ferry times");
    expect(ranked.map((match) => [match.id, match.inTitle]).sort()).toEqual([
      ["half", false],
      ["text", false],
      ["title", true],
    ]);
  });

  it("comes back from its snapshot, unless the snapshot is of another format", async () => {
    const engine = createSearchEngine();
    engine.put(doc("a", "月光", "moonlight on the water"), "7");
    const snapshot = await engine.snapshot();
    const loaded = loadSearchEngine(snapshot)!;
    expect(found(loaded, "moonl")).toEqual(["a"]);
    expect(found(loaded, "月")).toEqual(["a"]);
    expect(loaded.stamp("a")).toBe("7");
    expect(loadSearchEngine({ ...snapshot, format: SEARCH_INDEX_FORMAT + 1 })).toBeNull();
    expect(loadSearchEngine({ ...snapshot, index: "not json" })).toBeNull();
  });
});
