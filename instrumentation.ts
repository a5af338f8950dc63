// Next.js calls register() once when a server starts: parse and check the configuration now, so a
// bad value stops a Node server with a message naming the variable (lib/server/startup.ts) instead
// of failing every request; and stamp each request with its connection's address, which route
// handlers are not otherwise given (lib/server/access/peer-address.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ installPeerAddressStamp }, { start }] = await Promise.all([
    import("@/lib/server/access/peer-address"),
    import("@/lib/server/startup"),
  ]);
  installPeerAddressStamp();
  start();
}
