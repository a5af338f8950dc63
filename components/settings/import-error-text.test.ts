import { describe, expect, it } from "vitest";
import { ImportError, type ImportErrorKind } from "@/lib/db/import-validation";
import { translator } from "@/lib/i18n/dictionaries";
import { importErrorText } from "./import-error-text";

const zipError = (kind: ImportErrorKind, entry?: string, detail?: string) => new ImportError("English", { kind, entry, detail });

describe("importErrorText", () => {
  it("says each zip problem in the reader's language, naming the entry", () => {
    const en = translator("en");
    const zh = translator("zh-CN");
    expect(importErrorText(zipError("notExport"), en)).toBe("The file is not a Moonlit export (.zip or .json).");
    expect(importErrorText(zipError("noManifest", "moonlit-export.json"), zh)).toBe("该 zip 开头没有 moonlit-export.json。");
    expect(importErrorText(zipError("version", "moonlit-export.json", "format \"x\", version 2"), en)).toContain('version 2');
    expect(importErrorText(zipError("tooLarge", "messages/000001.json", "64 MB"), en)).toBe("messages/000001.json is over 64 MB.");
    expect(importErrorText(zipError("tooLarge", undefined, "500 MB"), zh)).toBe("文件超过 500 MB。");
    expect(importErrorText(zipError("unpacksTooLarge", undefined, "64 MB"), en)).toBe(
      "The zip unpacks to more than 64 MB, far more than an export of its size would. Nothing was imported.",
    );
    expect(importErrorText(zipError("unpacksTooLarge", undefined, "64 MB"), zh)).toBe("该 zip 解压后超过 64 MB，远超同等大小的导出文件。未导入任何内容。");
    expect(importErrorText(zipError("badEntry", "messages/000002.json", "[3].role: unknown role"), zh)).toBe("messages/000002.json 已损坏：[3].role: unknown role");
    expect(importErrorText(zipError("incomplete"), en)).toBe("The zip is incomplete: it ends early.");
  });

  it("leaves the JSON import's own messages and other errors to errorText", () => {
    expect(importErrorText(new ImportError("messages[5].role: unknown role"), translator("en"))).toBeUndefined();
    expect(importErrorText(new Error("boom"), translator("en"))).toBeUndefined();
  });
});
