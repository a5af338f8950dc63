import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StorageError } from "@/lib/db/storage-error";
import { reportedErrorKind, reportError, setErrorReporter } from "./error-reporter";

describe("reportError", () => {
  let remove: (() => void) | undefined;
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => remove?.());

  it("hands the error and its kind to the registered reporter, and logs it", () => {
    const report = vi.fn();
    remove = setErrorReporter({ report });
    const error = new StorageError("quota");
    reportError(error);
    expect(report).toHaveBeenCalledWith(error, "storage");
    expect(console.error).toHaveBeenCalledWith("Moonlit:", error);
  });

  it("only logs once the reporter is removed, and survives a failing reporter", () => {
    const report = vi.fn();
    setErrorReporter({ report })();
    reportError(new Error("boom"));
    expect(report).not.toHaveBeenCalled();
    remove = setErrorReporter({ report: () => { throw new Error("reporter broke"); } });
    expect(() => reportError(new Error("boom"))).not.toThrow();
  });

  it("tells storage errors from others by name, without loading the database code", () => {
    expect(reportedErrorKind(new StorageError("unavailable"))).toBe("storage");
    expect(reportedErrorKind(new TypeError("x"))).toBe("generic");
    expect(reportedErrorKind("text")).toBe("generic");
  });
});
