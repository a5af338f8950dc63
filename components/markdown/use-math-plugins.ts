"use client";
import { useEffect, useState } from "react";
import type { MathPlugins } from "@/components/markdown/markdown-context";
import { loadOnce } from "@/lib/async/load-once";

const loadMathPlugins = loadOnce(async () => (await import("@/components/markdown/math-plugins")).mathPlugins);

/** The math plugins once `needed` has been true and they have loaded; null before. */
export function useMathPlugins(needed: boolean): MathPlugins | null {
  const [plugins, setPlugins] = useState<MathPlugins | null>(() => loadMathPlugins.loaded() ?? null);
  useEffect(() => {
    if (!needed || plugins) return;
    let live = true;
    loadMathPlugins().then(
      (p) => live && setPlugins(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, plugins]);
  return plugins;
}
