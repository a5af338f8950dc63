import { describe, expect, it, vi } from "vitest";
import { highlightInThread } from "./highlight-core";

// A part of the highlighter that failed to load (offline, a new deployment) is loaded again by the
// next code block, not kept as a failure for the rest of the page's life.

const failNext = vi.hoisted(() => ({ core: false, language: false }));

vi.mock("shiki/engine/javascript", async (importOriginal) => {
  const actual = await importOriginal<typeof import("shiki/engine/javascript")>();
  return {
    ...actual,
    createJavaScriptRegexEngine: (...args: Parameters<typeof actual.createJavaScriptRegexEngine>) => {
      if (failNext.core) {
        failNext.core = false;
        throw new Error("the engine's chunk did not load");
      }
      return actual.createJavaScriptRegexEngine(...args);
    },
  };
});

vi.mock("@/lib/markdown/shiki-languages", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/markdown/shiki-languages")>();
  return {
    ...actual,
    languageLoader: (id: string) => {
      if (!failNext.language) return actual.languageLoader(id);
      failNext.language = false;
      return () => Promise.reject(new Error("the grammar's chunk did not load"));
    },
  };
});

const words = (lines: Awaited<ReturnType<typeof highlightInThread>>) => lines?.map((line) => line.map((token) => token.content).join(""));

describe("the highlighter after a failed load", () => {
  it("loads its core again", async () => {
    failNext.core = true;
    await expect(highlightInThread("const a = 1;", "ts")).rejects.toThrow("did not load");
    expect(words(await highlightInThread("const a = 1;", "ts"))).toEqual(["const a = 1;"]);
  });

  it("loads a grammar again", async () => {
    failNext.language = true;
    await expect(highlightInThread("fn main() {}", "rust")).rejects.toThrow("did not load");
    expect(words(await highlightInThread("fn main() {}", "rust"))).toEqual(["fn main() {}"]);
  });
});
