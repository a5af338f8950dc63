import "server-only";

/** A pause, for answers that are held back on purpose. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
