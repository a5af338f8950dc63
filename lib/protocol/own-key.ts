// A table lookup by a key that came from outside (an upstream reply, an import, a shared link):
// only the table's own entries count, so "__proto__" or "constructor" read as unknown, not as
// Object.prototype's members.
export function ownValue<V>(table: Readonly<Record<string, V>>, key: unknown): V | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
