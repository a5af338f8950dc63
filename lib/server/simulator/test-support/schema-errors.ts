// Checking a simulated value against its JSON Schema with ajv, as a client of structured output would.

import Ajv from "ajv";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Formats ("date-time", "email"…) are known but not checked: ajv's checks for them live in
// ajv-formats, which the project does not use.
const ajv = new Ajv({ allErrors: true, validateFormats: false });

/** Violations of `schema` by `value`, as "path: message" lines; empty when the value conforms. */
export function schemaErrors(value: unknown, schema: Json): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath}: ${error.message}`);
}
