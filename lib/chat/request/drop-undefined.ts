/** Removes keys whose value is undefined, so optional parameters never reach the wire as absent-but-present. */
export function dropUndefined<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}
