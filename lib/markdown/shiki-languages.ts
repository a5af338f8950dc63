// The languages the code highlighter knows, each a separate chunk fetched on first use.
import type { LanguageRegistration } from "shiki/core";

type Loader = () => Promise<{ default: LanguageRegistration[] }>;

const loaders: Record<string, Loader> = {
  bash: () => import("@shikijs/langs/bash"),
  c: () => import("@shikijs/langs/c"),
  cpp: () => import("@shikijs/langs/cpp"),
  css: () => import("@shikijs/langs/css"),
  diff: () => import("@shikijs/langs/diff"),
  dockerfile: () => import("@shikijs/langs/dockerfile"),
  go: () => import("@shikijs/langs/go"),
  html: () => import("@shikijs/langs/html"),
  java: () => import("@shikijs/langs/java"),
  javascript: () => import("@shikijs/langs/javascript"),
  json: () => import("@shikijs/langs/json"),
  jsx: () => import("@shikijs/langs/jsx"),
  markdown: () => import("@shikijs/langs/markdown"),
  python: () => import("@shikijs/langs/python"),
  rust: () => import("@shikijs/langs/rust"),
  sql: () => import("@shikijs/langs/sql"),
  toml: () => import("@shikijs/langs/toml"),
  tsx: () => import("@shikijs/langs/tsx"),
  typescript: () => import("@shikijs/langs/typescript"),
  yaml: () => import("@shikijs/langs/yaml"),
};

const aliases: Record<string, string> = {
  "c++": "cpp",
  js: "javascript",
  md: "markdown",
  mjs: "javascript",
  py: "python",
  rs: "rust",
  sh: "bash",
  shell: "bash",
  ts: "typescript",
  yml: "yaml",
  zsh: "bash",
};

/** The grammar id for a fence's language label, or null when it is not one we load. */
export function resolveLanguage(label: string): string | null {
  const key = label.trim().toLowerCase();
  const id = aliases[key] ?? key;
  return Object.hasOwn(loaders, id) ? id : null;
}

export function languageLoader(id: string): Loader {
  return loaders[id];
}
