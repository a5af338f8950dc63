import { describe, expect, it, vi } from "vitest";
import { MAX_JSON_IMPORT_BYTES, readImportFile } from "./import-file";

describe("readImportFile", () => {
  it("refuses a file past the limit without reading it", async () => {
    const text = vi.fn(async () => "{}");
    expect(await readImportFile({ size: MAX_JSON_IMPORT_BYTES + 1, text })).toEqual({ ok: false, reason: "tooLarge" });
    expect(text).not.toHaveBeenCalled();
  });

  it("reads and parses a JSON file within the limit", async () => {
    const file = new Blob(['{"format":"moonlit-export"}'], { type: "application/json" });
    expect(await readImportFile(file)).toEqual({ ok: true, data: { format: "moonlit-export" } });
  });

  it("tells a file that is not JSON", async () => {
    expect(await readImportFile(new Blob(["PK\u0003\u0004"]))).toEqual({ ok: false, reason: "notJson" });
  });
});
