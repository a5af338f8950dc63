import "server-only";

// The most one relayed call may take, from the browser's request to its answer's last byte: the
// idle timeout alone lets a server that trickles a byte now and then hold a call (and its bytes)
// for ever. Its signal ends the request to the MCP server; whoever sees that request fail asks
// `passed` to tell this end from the others. A listening event stream carries no call: lifted.

export class CallDeadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(readonly ms: number) {
    this.timer = setTimeout(() => this.controller.abort(new Error(`the call ran past its ${ms} ms`)), ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get passed(): boolean {
    return this.controller.signal.aborted;
  }

  /** No deadline any more (a listening stream), or none needed (the call is over). */
  lift(): void {
    clearTimeout(this.timer);
  }
}
