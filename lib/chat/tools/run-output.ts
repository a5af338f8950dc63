// How a `Run JavaScript` run reads as a tool result: its console lines, then what it returned or the
// error it ended with.

export interface RunRecord {
  lines: readonly string[];
  /** The top-level `return` value, shown as JSON where it can be. */
  value?: string;
  /** What ended the run, e.g. "TypeError: x is not a function". */
  error?: string;
}

export function runOutput({ lines, value, error }: RunRecord): string {
  const parts = [...lines];
  if (value !== undefined) parts.push(`Returned: ${value}`);
  if (error !== undefined) parts.push(error);
  return parts.length > 0 ? parts.join("\n") : "The code ran, printed nothing and returned nothing.";
}
