import "server-only";

// With TRUST_PROXY_HOPS=0 the client is the connection's address. Behind a reverse proxy that is the
// proxy's address for everyone, so all clients share one wrong-code limit and one share budget: one
// guesser locks everyone out. Requests that carry X-Forwarded-For from somewhere other than the
// connection itself are the sign of such a proxy; the operator hears about it once per process.

export type ForwardedNotice = (request: Request, peer: string | undefined) => void;

export function createForwardedNotice(log: (line: string) => void = (line) => console.warn(line)): ForwardedNotice {
  let said = false;
  return (request, peer) => {
    if (said) return;
    const forwarded = request.headers.get("x-forwarded-for")?.trim();
    // `next start` fills the header with the connection's own address when a request has none.
    if (!forwarded || forwarded === peer) return;
    said = true;
    log(
      "[moonlit] Requests carry X-Forwarded-For, but TRUST_PROXY_HOPS is 0, so it is ignored: if a proxy is " +
        "in front of this server, every client shares its address and one limit. Set TRUST_PROXY_HOPS to the " +
        "number of proxies in front (1 for a single one).",
    );
  };
}

/** The process-wide instance. */
export const noticeUntrustedForwarding = createForwardedNotice();
