// Bounds on what a built-in tool may take and give back.

/** `Run JavaScript` is stopped (its sandbox removed) after this long. */
export const RUN_JAVASCRIPT_TIME_LIMIT_MS = 5_000;

/** Longest result a built-in sends back; the rest is cut with a note, so one call cannot flood the context. */
export const MAX_TOOL_OUTPUT_CHARS = 20_000;

/** Longest expression the calculator accepts. */
export const MAX_EXPRESSION_CHARS = 2_000;

/** The calculator's worker is ended after this long on one expression. */
export const CALCULATOR_TIME_LIMIT_MS = 5_000;
