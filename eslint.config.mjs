import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The house: every folder belongs to one part, and a part imports only the parts it lists. The
// README's architecture section draws the same picture. Tests obey the same rules as the code, but
// for the halves of a contract between the sides (TEST_CONTRACT_HALVES below).
const LEAVES = ["Markdown", "I18n", "Format", "Async"];
const PARTS = {
  Routes: { paths: ["app/api/**"], may: ["Server", "Protocol", ...LEAVES] },
  // What Next runs before every page (proxy.ts) and once at start (instrumentation.ts): server code.
  Edge: { paths: ["proxy.ts", "instrumentation.ts"], may: ["Server", "Protocol", ...LEAVES] },
  Pages: { paths: ["app/!(api)/**", "app/*"], may: ["UI", ...LEAVES] },
  UI: { paths: ["components/**"], may: ["Engine", "Database", "View", "Protocol", "Worker", ...LEAVES] },
  Engine: { paths: ["lib/chat/**"], may: ["Database", "View", "Stream", "Protocol", ...LEAVES] },
  // IndexedDB (Dexie): the browser's database. Not to be confused with the zustand stores or the server's share store.
  Database: { paths: ["lib/db/**"], may: ["View", "Protocol", ...LEAVES] },
  // A stored reply as the browser shows it (parts, Markdown, usage, stop notices): the screen, exports and
  // shares read it; the server never does.
  View: { paths: ["lib/view/**"], may: ["Protocol", ...LEAVES] },
  // Reading a reply's stream in the browser: SSE decoding and each protocol's accumulator.
  Stream: { paths: ["lib/stream/**"], may: ["Protocol", ...LEAVES] },
  Server: { paths: ["lib/server/**"], may: ["Protocol", ...LEAVES] },
  Protocol: { paths: ["lib/protocol/**"], may: LEAVES },
  // The service worker: runs in its own global scope, so it leans on no part of the app.
  Worker: { paths: ["lib/pwa/**"], may: LEAVES },
  Markdown: { paths: ["lib/markdown/**"], may: LEAVES },
  I18n: { paths: ["lib/i18n/**"], may: LEAVES },
  Format: { paths: ["lib/format/**"], may: LEAVES },
  // Waiting on work done elsewhere, for every part: loading once (load-once.ts), workers (worker-client.ts).
  Async: { paths: ["lib/async/**"], may: LEAVES },
};

// A test may check its side against the other side's half of a contract between them: the server's
// tests read its streams with the browser's reader (as do the view's tests and the fixtures' runner)
// and reach the MCP relay with the browser's fetch; the browser's tests check their requests with
// the gateway's validation. `except` globs match absolute paths, hence the leading **/.
const TEST_CONTRACT_HALVES = {
  Stream: ["**/lib/stream/**"],
  Engine: ["**/lib/chat/mcp/relay-fetch.ts"],
  Server: ["**/lib/server/gateway/validate-request.ts"],
};
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/test-support/**"];

/**
 * One zone per forbidden arrow: files of `name` may not import from any part it does not list, but
 * for the files of it that `halves` names.
 */
function houseZones(halves = {}) {
  return Object.entries(PARTS).flatMap(([name, part]) =>
    Object.entries(PARTS)
      .filter(([other]) => other !== name && !part.may.includes(other))
      .map(([other, { paths }]) => ({
        target: part.paths,
        from: paths,
        ...(halves[other] ? { except: halves[other] } : {}),
        message: `${name} may import only ${[name, ...part.may].join(", ")}; not ${other} (see eslint.config.mjs and README's architecture).`,
      })),
  );
}

/** A module in lib/ outside every part cannot be imported: it belongs to a part or it goes. */
function strayModules() {
  return {
    target: ["app/**", "components/**", "lib/**"],
    from: ["lib/!(chat|db|view|stream|server|protocol|pwa|markdown|i18n|format|async)/**", "lib/*"],
    message: "Every folder of lib/ belongs to a part; put this file in one (see eslint.config.mjs).",
  };
}

/**
 * The engine's internals: components reach it through its public entry, lib/chat/engine/index.ts (the
 * hooks in lib/chat/hooks are theirs too). `from` is a folder, so the entry can be excepted.
 */
function engineSurface() {
  const message =
    "Components use the engine through its public entry, @/lib/chat/engine (lib/chat/engine/index.ts): export what the UI reads there (see eslint.config.mjs).";
  return [
    { target: ["components/**"], from: "lib/chat/engine", except: ["./index.ts"], message },
    { target: ["components/**"], from: "lib/chat/adapters", message },
    { target: ["components/**"], from: "lib/chat/request", message },
  ];
}

// The protocols' names (PROTOCOLS in lib/protocol/models.ts; e2e/house/adapter-boundaries.test.ts
// checks every one is here). Outside a protocol's own folders, code asks the protocol's adapter
// (lib/protocol/adapters.ts and the registries it names) instead of comparing the name.
const PROTOCOL_NAME = "/^(anthropic|openai)$/";
const PROTOCOL_MESSAGE =
  "Ask the protocol's adapter (lib/protocol/adapters.ts, lib/chat/adapters, lib/server/gateway/adapters) instead of comparing a protocol's name; only its own folder (…/anthropic/, …/openai/) may.";
const protocolComparisons = ["left", "right"].map((side) => ({
  selector: `BinaryExpression[operator=/^[=!]==?$/][${side}.type="Literal"][${side}.value=${PROTOCOL_NAME}]`,
  message: PROTOCOL_MESSAGE,
}));

// Test support (fakes, harnesses, builders, test data and its writers) lives in a test-support/ folder
// beside the code it helps test, and production code never imports it. Tests, test support and e2e
// may. The pattern matches `@/…/test-support/…` and relative `./test-support/…` and
// `../…/test-support/…` alike.
const testSupport = {
  files: ["**/*.{ts,tsx,mjs,js}"],
  ignores: ["**/*.test.ts", "**/*.test.tsx", "**/test-support/**", "e2e/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["**/test-support", "**/test-support/**"],
            message: "Production code may not import test support: test-support/ folders are for tests (see eslint.config.mjs).",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...houseZones(), strayModules(), ...engineSurface()] }] },
  },
  {
    files: TESTS,
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...houseZones(TEST_CONTRACT_HALVES), strayModules(), ...engineSurface()] }],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    // Tests may check what a protocol's turn holds; the code they test may not branch on it.
    ignores: ["lib/**/anthropic/**", "lib/**/openai/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...protocolComparisons,
        { selector: `SwitchCase[test.type="Literal"][test.value=${PROTOCOL_NAME}]`, message: PROTOCOL_MESSAGE },
      ],
    },
  },
  testSupport,
  { ignores: [".next/**", ".next-*/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
