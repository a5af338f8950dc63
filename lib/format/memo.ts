// Intl formatters are costly to build and rendered often (a live timer, a usage row per reply): one
// per locale and option set, kept.

const made = new Map<string, unknown>();

export function memo<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
