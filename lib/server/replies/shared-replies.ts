import "server-only";
import { createKeptReplies, type KeptReplies } from "./kept-replies";

// The one store of kept replies of this server process. In memory: on a single Node server
// (`npm start`, Docker) every reattachment reaches it; several instances need a shared store.

const MIB = 1024 * 1024;

export const sharedKeptReplies: KeptReplies = createKeptReplies({
  maxReplyBytes: 64 * MIB,
  maxTotalBytes: 512 * MIB,
  ttlMs: 10 * 60_000,
});
