"use client";

// The ajv check of a finished structured reply, in the schema checker's worker (the page's CSP
// allows no eval). The checker loads with the first reply that needs it, and the check runs once per
// finished text (never per streamed token); until it is back, null.

import { useEffect, useMemo, useState } from "react";
import type { RequestedFormat } from "@/lib/protocol/message";
import type { StructuredCheck } from "@/lib/view/structured/check-structured";

interface Done {
  key: string;
  check: StructuredCheck;
}

export function useStructuredCheck(text: string, format: RequestedFormat, enabled: boolean): StructuredCheck | null {
  // A reply read back from the database carries an equal but new format object: key by content.
  const formatKey = useMemo(() => JSON.stringify(format), [format]);
  const key = `${formatKey}\n${text}`;
  const [done, setDone] = useState<Done | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    import("@/lib/chat/structured/schema-checker")
      .then(({ checkStructuredAsync }) => checkStructuredAsync(text, JSON.parse(formatKey) as RequestedFormat))
      .then(
        (check) => {
          if (!cancelled) setDone({ key, check });
        },
        (error: unknown) => console.error("Moonlit: could not run the JSON Schema checker.", error),
      );
    return () => {
      cancelled = true;
    };
  }, [enabled, key, text, formatKey]);

  return enabled && done?.key === key ? done.check : null;
}
