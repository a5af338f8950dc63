/** A pause: for answers held back on purpose and for waits between tries. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
