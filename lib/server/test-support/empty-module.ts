// Stands in for `server-only` in unit tests, which run server modules outside Next.js.
export {};
