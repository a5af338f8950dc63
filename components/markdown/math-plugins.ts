// Loaded with import() only when a message contains `$`: remark-math, rehype-katex and KaTeX's CSS.
import "katex/dist/katex.min.css";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
import type { MathPlugins } from "@/components/markdown/markdown-context";

export const mathPlugins: MathPlugins = {
  remark: [remarkMath],
  rehype: [[rehypeKatex, { throwOnError: false, strict: "ignore", output: "htmlAndMathml" }]],
};
