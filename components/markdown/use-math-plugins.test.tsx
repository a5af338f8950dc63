// @vitest-environment jsdom
import { act, createElement, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import type { MathPlugins } from "@/components/markdown/markdown-context";
import { useMathPlugins } from "./use-math-plugins";

// The math plugins' chunk failing to load (offline, a new deployment) leaves that reply's formulas as
// text; the next reply that holds math loads it again.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const chunk = vi.hoisted(() => ({ loads: 0, plugins: { remark: [], rehype: [] } }));

vi.mock("@/components/markdown/math-plugins", () => {
  if (++chunk.loads === 1) throw new Error("the math chunk did not load");
  return { mathPlugins: chunk.plugins };
});

/** Renders a block that saw math, and what the hook gives it. */
function mathBlock(): { plugins: () => MathPlugins | null; unmount: () => void } {
  let plugins: MathPlugins | null = null;
  function Probe(): ReactNode {
    plugins = useMathPlugins(true);
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(createElement(Probe)));
  return { plugins: () => plugins, unmount: () => act(() => root.unmount()) };
}

describe("useMathPlugins", () => {
  it("loads the plugins again for the next block after a failed load", async () => {
    const first = mathBlock();
    await vi.waitFor(() => expect(chunk.loads).toBe(1));
    first.unmount();
    expect(first.plugins()).toBeNull();

    const next = mathBlock();
    await vi.waitFor(() => expect(next.plugins()).toBe(chunk.plugins));
    next.unmount();
  });
});
