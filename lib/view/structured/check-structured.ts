// Checks a finished structured reply: it must be JSON, and follow the schema it was asked for (a JSON
// object for `json_object`). Problems carry ajv's instance paths (JSON Pointers). Heavy (ajv compiles
// each schema to code): load this module on demand, once a reply has finished.

import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import type { RequestedFormat } from "@/lib/protocol/message";
import { parseJson } from "./parse-json";
import { schemaOverBudget } from "./schema-budget";
import { asError } from "@/lib/async/error-message";

export type StructuredProblem =
  | { kind: "json"; message: string }
  | { kind: "schema"; path: string; message: string }
  /** The schema itself could not be compiled (or costs too much to), so nothing was checked. */
  | { kind: "bad-schema"; message: string }
  /** The check ran past its time limit and was stopped (schema-checker.ts), so nothing was checked. */
  | { kind: "timeout"; seconds: number };

export interface StructuredCheck {
  /** Present when the text is JSON. */
  value?: unknown;
  problems: StructuredProblem[];
}

// strict: false lets schemas carry keywords ajv does not know (titles in other vocabularies, formats
// it has no checker for) instead of refusing the whole schema; addUsedSchema: false keeps schemas
// with the same $id from clashing across replies.
const ajv = new Ajv({ allErrors: true, strict: false, logger: false, addUsedSchema: false });

const JSON_OBJECT: Record<string, unknown> = { type: "object" };
const MAX_CACHED = 32;
const compiled = new Map<string, ValidateFunction | Error>();

function validatorFor(schema: Record<string, unknown>): ValidateFunction | Error {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    // A `$schema` naming a draft ajv does not bundle (2020-12) would fail the compile; the keywords are checked as they are.
    const body = { ...schema };
    delete body.$schema;
    const tooCostly = schemaOverBudget(body);
    try {
      validate = tooCostly ? new Error(tooCostly) : ajv.compile(body);
    } catch (error) {
      validate = asError(error);
    }
    if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  return validate;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const message = error.message ?? error.keyword;
  if (error.keyword === "additionalProperties") return `${message}: ${JSON.stringify(params.additionalProperty)}`;
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    return `${message}: ${params.allowedValues.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  return message;
}

export function checkStructured(text: string, format: RequestedFormat): StructuredCheck {
  const parsed = parseJson(text);
  if (!parsed.ok) return { problems: [{ kind: "json", message: parsed.message }] };
  const validate = validatorFor(format.type === "json_schema" ? format.schema : JSON_OBJECT);
  if (validate instanceof Error) return { value: parsed.value, problems: [{ kind: "bad-schema", message: validate.message }] };
  if (validate(parsed.value)) return { value: parsed.value, problems: [] };
  const problems = (validate.errors ?? []).map(
    (error): StructuredProblem => ({ kind: "schema", path: error.instancePath || "/", message: describe(error) }),
  );
  return { value: parsed.value, problems };
}
