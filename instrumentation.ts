// Next.js calls register() once when a server starts: parse the configuration now, so a bad value
// stops the start with a message naming the variable instead of failing the first request; and
// stamp each request with its connection's address, which route handlers are not otherwise given
// (lib/server/access/peer-address.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ installPeerAddressStamp }, { describeStartup }] = await Promise.all([
    import("@/lib/server/access/peer-address"),
    import("@/lib/server/startup"),
  ]);
  installPeerAddressStamp();
  console.log(describeStartup());
}
