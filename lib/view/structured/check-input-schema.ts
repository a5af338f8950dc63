// Checks a tool's input schema before it is saved: a JSON object schema (`type: "object"`) that ajv
// accepts against the JSON Schema meta-schema and compiles. Problems carry the path inside the
// schema (instancePath) and the meta-schema rule broken (schemaPath). Heavy (ajv): load on demand.

import Ajv from "ajv";
import { isRecord } from "@/lib/protocol/is-record";
import { schemaOverBudget } from "./schema-budget";
import { errorMessage } from "@/lib/async/error-message";

export interface InputSchemaProblem {
  /** Where in the schema: a JSON Pointer, "/" for the root. */
  path: string;
  /** The meta-schema rule that failed, when there is one. */
  rule?: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: false, logger: false, addUsedSchema: false });

export function inputSchemaProblems(schema: unknown): InputSchemaProblem[] {
  if (!isRecord(schema)) return [{ path: "/", message: "must be a JSON object" }];
  // A `$schema` naming a draft ajv does not bundle (2020-12) would fail; the keywords are checked as they are.
  const body = { ...schema };
  delete body.$schema;
  const tooCostly = schemaOverBudget(body);
  if (tooCostly) return [{ path: "/", message: tooCostly }];
  const problems: InputSchemaProblem[] = [];
  if (body.type !== "object") problems.push({ path: "/type", message: 'must be "object": a tool takes an object of arguments' });
  if (!ajv.validateSchema(body)) {
    // An anyOf in the meta-schema reports each branch at one path; the first says what is wrong.
    const seen = new Set<string>();
    for (const error of ajv.errors ?? []) {
      if (seen.has(error.instancePath)) continue;
      seen.add(error.instancePath);
      problems.push({ path: error.instancePath || "/", rule: error.schemaPath, message: error.message ?? error.keyword });
    }
    return problems;
  }
  try {
    ajv.compile(body);
  } catch (error) {
    problems.push({ path: "/", message: errorMessage(error) });
  }
  return problems;
}
