// Which files are read as text, and what their text is: a fenced code block's language (Shiki's
// names), so a request can mark it and a dialog can highlight it. By extension first: browsers
// report source files with odd or empty types (a `.ts` file comes as `video/mp2t` on some systems,
// a `.md` file as nothing at all). HTML, XML and SVG stay as their source: a model reads markup well,
// and the text a person sees in `Open NAME` is then exactly what the model reads.

const EXTENSIONS: Record<string, string> = {
  // Prose and data
  txt: "text", text: "text", log: "text", md: "markdown", markdown: "markdown", mdx: "mdx", rst: "rst",
  adoc: "asciidoc", org: "org", tex: "latex", bib: "bibtex", csv: "csv", tsv: "tsv", tab: "tsv",
  json: "json", jsonl: "jsonl", ndjson: "jsonl", json5: "json5", jsonc: "jsonc", geojson: "json",
  ipynb: "json", yaml: "yaml", yml: "yaml", toml: "toml", ini: "ini", cfg: "ini", conf: "ini",
  properties: "properties", env: "dotenv", xml: "xml", svg: "xml", plist: "xml", html: "html",
  htm: "html", xhtml: "html", css: "css", scss: "scss", sass: "sass", less: "less", srt: "text", vtt: "text",
  // Source
  ts: "typescript", mts: "typescript", cts: "typescript", tsx: "tsx", js: "javascript", mjs: "javascript",
  cjs: "javascript", jsx: "jsx", vue: "vue", svelte: "svelte", astro: "astro", py: "python", pyi: "python",
  rb: "ruby", php: "php", java: "java", kt: "kotlin", kts: "kotlin", scala: "scala", groovy: "groovy",
  gradle: "groovy", swift: "swift", m: "objective-c", mm: "objective-cpp", c: "c", h: "c", cc: "cpp",
  cpp: "cpp", cxx: "cpp", hpp: "cpp", hh: "cpp", cs: "csharp", fs: "fsharp", vb: "vb", go: "go", rs: "rust",
  zig: "zig", nim: "nim", d: "d", dart: "dart", lua: "lua", pl: "perl", pm: "perl", r: "r", jl: "julia",
  ex: "elixir", exs: "elixir", erl: "erlang", hrl: "erlang", clj: "clojure", cljs: "clojure", edn: "clojure",
  hs: "haskell", ml: "ocaml", mli: "ocaml", elm: "elm", sh: "shellscript", bash: "shellscript",
  zsh: "shellscript", fish: "fish", ps1: "powershell", psm1: "powershell", bat: "bat", cmd: "bat",
  sql: "sql", graphql: "graphql", gql: "graphql", proto: "proto", tf: "terraform", hcl: "hcl",
  sol: "solidity", asm: "asm", s: "asm", v: "verilog", sv: "system-verilog", vhd: "vhdl", cmake: "cmake",
  mk: "makefile", diff: "diff", patch: "diff", prisma: "prisma", wgsl: "wgsl", glsl: "glsl", hlsl: "hlsl",
};

/** Files known by their whole name, without an extension that says so. */
const FILE_NAMES: Record<string, string> = {
  makefile: "makefile", gnumakefile: "makefile", dockerfile: "docker", containerfile: "docker",
  "cmakelists.txt": "cmake", gemfile: "ruby", rakefile: "ruby", procfile: "text", license: "text",
  licence: "text", readme: "text", changelog: "text", authors: "text", notice: "text", copying: "text",
  ".gitignore": "text", ".gitattributes": "text", ".dockerignore": "text", ".editorconfig": "ini",
  ".npmrc": "ini", ".env": "dotenv", "go.mod": "go", "go.sum": "text", "cargo.lock": "toml",
};

/** Types browsers and systems report for text, beyond `text/*`. */
const MEDIA_TYPES: Record<string, string> = {
  "text/plain": "text", "text/markdown": "markdown", "text/x-markdown": "markdown", "text/csv": "csv",
  "text/tab-separated-values": "tsv", "text/html": "html", "text/xml": "xml", "text/css": "css",
  "text/javascript": "javascript", "text/x-python": "python", "text/x-c": "c", "text/x-java": "java",
  "text/x-sh": "shellscript", "text/yaml": "yaml", "application/json": "json", "application/ld+json": "json",
  "application/x-ndjson": "jsonl", "application/xml": "xml", "application/xhtml+xml": "html",
  "image/svg+xml": "xml", "application/javascript": "javascript", "application/x-javascript": "javascript",
  "application/typescript": "typescript", "application/x-sh": "shellscript", "application/sql": "sql",
  "application/x-yaml": "yaml", "application/yaml": "yaml", "application/toml": "toml",
  "application/x-tex": "latex", "application/x-httpd-php": "php",
};

/** The lower-cased extension of a file name, or "" (a leading dot alone is a name: `.env`). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1).toLowerCase();
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
}

/** The text language of a file by its name, or null when the name does not say. */
export function textLanguageByName(name: string): string | null {
  const base = name.slice(name.lastIndexOf("/") + 1).toLowerCase();
  return FILE_NAMES[base] ?? EXTENSIONS[extensionOf(base)] ?? null;
}

/** The text language a reported type says, or null; any other `text/*` is plain text. */
export function textLanguageByType(mediaType: string): string | null {
  const type = mediaType.split(";")[0].trim().toLowerCase();
  return MEDIA_TYPES[type] ?? (type.startsWith("text/") ? "text" : null);
}
