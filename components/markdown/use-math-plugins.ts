"use client";
import { useEffect, useState } from "react";
import type { MathPlugins } from "@/components/markdown/markdown-context";

let loading: Promise<MathPlugins> | null = null;
let loaded: MathPlugins | null = null;

function loadMathPlugins(): Promise<MathPlugins> {
  loading ??= import("@/components/markdown/math-plugins").then((m) => {
    loaded = m.mathPlugins;
    return loaded;
  });
  return loading;
}

/** The math plugins once `needed` has been true and they have loaded; null before. */
export function useMathPlugins(needed: boolean): MathPlugins | null {
  const [plugins, setPlugins] = useState<MathPlugins | null>(loaded);
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
