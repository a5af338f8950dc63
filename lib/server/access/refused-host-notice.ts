import "server-only";

// Without ALLOWED_HOSTS a server reached under its own domain name refuses every request (see
// default-hosts.ts). The operator who just put it behind chat.example.com should learn why from the
// log rather than guess from a 403: once per server module (the proxy and the routes are bundled
// apart, so each may say it once).

export function createRefusedHostNotice(log: (line: string) => void = (line) => console.warn(line)): (hostname: string) => void {
  let said = false;
  return (hostname) => {
    if (said) return;
    said = true;
    log(
      `[moonlit] Refused a request for host name "${hostname.slice(0, 253)}": without ALLOWED_HOSTS this server ` +
        "answers only localhost, IP addresses and (on Vercel) the deployment's own names. If that name is this " +
        "server's, add it to ALLOWED_HOSTS (comma-separated).",
    );
  };
}

/** The process-wide instance. */
export const noticeRefusedHost = createRefusedHostNotice();
