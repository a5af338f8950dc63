import { describe, expect, it } from "vitest";
import { budgetVerdict, FIRST_LOAD_BUDGET_BYTES, groupFirstLoad, type Fetched } from "./first-load-figures";

const file = (name: string, type: string, requestedAt: number, gzipBytes: number): Fetched => ({
  url: `http://127.0.0.1:3000/_next/static/${name}`,
  type,
  requestedAt,
  bytes: gzipBytes * 3,
  gzipBytes,
  wireBytes: gzipBytes + 300,
});

describe("groupFirstLoad", () => {
  const fetched = [
    file("a.js", "Script", 1.0, 1_000),
    file("b.js", "Script", 1.2, 5_000),
    file("c.css", "Stylesheet", 1.0, 700),
    file("f.woff2", "Font", 1.1, 400),
    file("", "Document", 0.9, 2_000),
    file("d.js", "Script", 2.5, 9_000), // after load
    file("status", "Fetch", 2.6, 50), // after load
  ];

  it("counts scripts requested up to the load event, largest first, and sets the rest apart", () => {
    const figures = groupFirstLoad(fetched, 2.0);
    expect(figures.scripts.files.map((f) => f.url.split("/").pop())).toEqual(["b.js", "a.js"]);
    expect(figures.scripts.gzipBytes).toBe(6_000);
    expect(figures.scripts.bytes).toBe(18_000);
    expect(figures.scripts.wireBytes).toBe(6_600);
    expect(figures.styles.gzipBytes).toBe(700);
    expect(figures.fonts.gzipBytes).toBe(400);
    expect(figures.other.files.map((f) => f.type)).toEqual(["Document"]);
    expect(figures.laterScripts.files.map((f) => f.url.split("/").pop())).toEqual(["d.js"]);
  });

  it("passes at the budget and fails one byte over it", () => {
    const at = groupFirstLoad([file("a.js", "Script", 1, FIRST_LOAD_BUDGET_BYTES)], 2);
    const over = groupFirstLoad([file("a.js", "Script", 1, FIRST_LOAD_BUDGET_BYTES + 1)], 2);
    expect(budgetVerdict(at)).toBe("pass");
    expect(budgetVerdict(over)).toBe("over");
  });
});
