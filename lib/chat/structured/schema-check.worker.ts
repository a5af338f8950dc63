// The JSON Schema checker's worker (see schema-checker.ts): runs ajv, which may compile code here,
// says when it is ready (ajv loaded), and answers each check with its result or what went wrong.
import { serveRequests } from "@/lib/async/worker-protocol";
import { checkStructured } from "@/lib/view/structured/check-structured";
import { inputSchemaProblems } from "@/lib/view/structured/check-input-schema";
import type { SchemaCheckJob, SchemaCheckResult } from "./schema-checker";

serveRequests<SchemaCheckJob, SchemaCheckResult>(
  (job) => (job.kind === "structured" ? checkStructured(job.text, job.format) : inputSchemaProblems(job.schema)),
  { announceReady: true },
);
