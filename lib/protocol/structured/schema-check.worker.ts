// The JSON Schema checker's worker (see schema-checker.ts): runs ajv, which may compile code here,
// says when it is ready (ajv loaded), and posts each result, or what went wrong, back with the
// request's id.
import { checkStructured } from "./check-structured";
import { inputSchemaProblems } from "./check-input-schema";
import type { SchemaCheckReply, SchemaCheckRequest } from "./schema-checker";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<SchemaCheckRequest>) => void): void;
  postMessage(message: SchemaCheckReply): void;
};

scope.addEventListener("message", ({ data }) => {
  try {
    const result = data.kind === "structured" ? checkStructured(data.text, data.format) : inputSchemaProblems(data.schema);
    scope.postMessage({ id: data.id, ok: true, result });
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
scope.postMessage({ ready: true });
