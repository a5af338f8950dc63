import "server-only";
import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import { addressVerdict } from "./address-ranges";
import { AddressRefusedError, bareHost, guardedLookup, systemResolver, type AddressPolicy, type Resolver } from "./address-guard";

// The only way the relay opens connections. Names go through guardedLookup; address literals,
// which sockets connect to without any lookup, are judged here before the socket exists. Each
// policy gets its own agent, so a connection made under a looser policy is never reused by a
// stricter one.

const CONNECT_TIMEOUT_MS = 10_000;

export function createGuardedAgent(policy: AddressPolicy, resolve: Resolver = systemResolver): Agent {
  const connect = buildConnector({ lookup: guardedLookup(policy, resolve), timeout: CONNECT_TIMEOUT_MS });
  return new Agent({
    // The relay's own timers bound the waits (relay-send.ts); undici's 300 s ones are off.
    headersTimeout: 0,
    bodyTimeout: 0,
    connect: (options, callback) => {
      const host = bareHost(options.hostname);
      if (isIP(host) !== 0) {
        const verdict = addressVerdict(host, policy);
        if (!verdict.ok) {
          callback(new AddressRefusedError(host, verdict.refusal), null);
          return;
        }
      }
      connect(options, callback);
    },
  });
}

const shared = new Map<boolean, Agent>();

/** The process's agents, one per policy, with the system's resolver. */
export function sharedGuardedAgent(policy: AddressPolicy): Agent {
  let agent = shared.get(policy.allowPrivate);
  if (!agent) {
    agent = createGuardedAgent(policy);
    shared.set(policy.allowPrivate, agent);
  }
  return agent;
}
