// What a JSON Schema may cost before ajv compiles it. Schemas come from outside (a share, an imported
// tool library), and ajv's compile time and code grow with the schema: one too large or too deep is
// refused before it is compiled. The walk itself stops as soon as a bound is passed, and keeps its own
// stack, so a deep schema cannot overflow the call stack.

import { isRecord } from "@/lib/protocol/is-record";

/** Values (objects, arrays, strings, numbers…) a schema may hold. */
export const MAX_SCHEMA_VALUES = 5_000;
/** How deep its objects and arrays may nest. */
export const MAX_SCHEMA_DEPTH = 64;
/** Characters in its keys and strings together (patterns, descriptions, enum values). */
export const MAX_SCHEMA_CHARS = 100_000;

/** Why the schema costs too much to compile, or null when it is within bounds. */
export function schemaOverBudget(schema: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: schema, depth: 1 }];
  let values = 1;
  let chars = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === "string") chars += value.length;
    else if (Array.isArray(value) || isRecord(value)) {
      const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item) => ["", item]) : Object.entries(value);
      if (entries.length === 0) continue;
      if (depth > MAX_SCHEMA_DEPTH) return `the schema nests deeper than ${MAX_SCHEMA_DEPTH} levels`;
      values += entries.length;
      if (values > MAX_SCHEMA_VALUES) return `the schema holds more than ${MAX_SCHEMA_VALUES} values`;
      for (const [key, item] of entries) {
        chars += key.length;
        stack.push({ value: item, depth: depth + 1 });
      }
    }
    if (chars > MAX_SCHEMA_CHARS) return `the schema's keys and strings hold more than ${MAX_SCHEMA_CHARS} characters`;
  }
  return null;
}
