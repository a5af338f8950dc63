"use client";

// The schema form for places that show it now and then (tool calls): it loads the first time one
// is drawn, showing `fallback` (the same value as text) until then.

import { lazy, Suspense, type ReactNode } from "react";
import type { SchemaFormProps } from "./schema-form";

const SchemaForm = lazy(() => import("./schema-form"));

export function LazySchemaForm({ fallback, ...props }: SchemaFormProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
