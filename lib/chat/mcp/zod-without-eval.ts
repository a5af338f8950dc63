// The MCP SDK parses every message with zod 4, which, the first time it parses an object, tries
// `new Function` to see whether it may compile a faster parser. The page's Content Security Policy
// forbids that, and the browser reports each try as a violation. Jitless parsing never tries.

import { config } from "zod/v4/core";

config({ jitless: true });
