import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

// Next.js gives route handlers no socket, only headers, and `next start` fills X-Forwarded-For with
// the connection's address only when the client sent none (`??=`), so that header tells a direct
// client's real address from a claimed one not at all. Node announces every request on a
// diagnostics channel before the server sees it; there we write the connection's address into a
// header of our own, overwriting whatever the client sent under that name. Installed once per
// process, from instrumentation.ts.

export const PEER_ADDRESS_HEADER = "x-moonlit-peer-address";

const INSTALLED = Symbol.for("moonlit.peerAddressStamp");

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

function stamp(message: unknown): void {
  const { request, socket } = message as RequestStart;
  const address = socket?.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address;
  else delete request.headers[PEER_ADDRESS_HEADER];
}

export function installPeerAddressStamp(): void {
  const flags = globalThis as { [INSTALLED]?: boolean };
  if (flags[INSTALLED]) return;
  subscribe("http.server.request.start", stamp);
  flags[INSTALLED] = true;
}

/** Only then is the header ours: without the stamp a client could have written it. */
export function peerAddressStamped(): boolean {
  return (globalThis as { [INSTALLED]?: boolean })[INSTALLED] === true;
}
