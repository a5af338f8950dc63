/** The header that carries a person's own EvoLink key from their browser to the gateway (ALLOW_USER_KEYS). */
export const USER_KEY_HEADER = "x-evolink-key";
