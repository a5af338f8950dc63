import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The house: every folder belongs to one part, and a part imports only the parts it lists. The
// README's architecture section draws the same picture. Tests obey the same rules as the code.
const LEAVES = ["Markdown", "I18n", "Format", "Async"];
const PARTS = {
  Routes: { paths: ["app/api/**"], may: ["Server", "Protocol", ...LEAVES] },
  Pages: { paths: ["app/!(api)/**", "app/*"], may: ["UI", ...LEAVES] },
  UI: { paths: ["components/**"], may: ["Engine", "Store", "Protocol", "Worker", ...LEAVES] },
  Engine: { paths: ["lib/chat/**"], may: ["Store", "Protocol", ...LEAVES] },
  Store: { paths: ["lib/db/**"], may: ["Protocol", ...LEAVES] },
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

/** One zone per forbidden arrow: files of `name` may not import from any part it does not list. */
function houseZones() {
  return Object.entries(PARTS).flatMap(([name, part]) =>
    Object.entries(PARTS)
      .filter(([other]) => other !== name && !part.may.includes(other))
      .map(([other, { paths }]) => ({
        target: part.paths,
        from: paths,
        message: `${name} may import only ${[name, ...part.may].join(", ")}; not ${other} (see eslint.config.mjs and README's architecture).`,
      })),
  );
}

/** A module in lib/ outside every part cannot be imported: it belongs to a part or it goes. */
function strayModules() {
  return {
    target: ["app/**", "components/**", "lib/**"],
    from: ["lib/!(chat|db|server|protocol|pwa|markdown|i18n|format|async)/**", "lib/*"],
    message: "Every folder of lib/ belongs to a part; put this file in one (see eslint.config.mjs).",
  };
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["app/**", "components/**", "lib/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...houseZones(), strayModules()] }] },
  },
  { ignores: [".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
