import "server-only";

// Relay requests under way per client (client-key.ts says who a client is). Each holds a socket to
// an MCP server, perhaps for minutes, and bytes while its answer is read: past the cap a client's
// next request is refused until one of its own ends, so no one client holds what all of them share.

export class ClientCalls {
  private readonly running = new Map<string, number>();

  /** Counts a call for `client`: its release (safe to call twice), or undefined at the cap. */
  take(client: string, cap: number): (() => void) | undefined {
    const count = this.running.get(client) ?? 0;
    if (count >= cap) return undefined;
    this.running.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(client) ?? 1) - 1;
      if (left > 0) this.running.set(client, left);
      else this.running.delete(client);
    };
  }
}
