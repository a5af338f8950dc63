import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { getEnv, type ServerEnv } from "@/lib/server/env";

// The server's structured log: one JSON object a line on stdout, which Docker, Vercel and systemd
// all collect as is. Server-only (pino must never reach a browser bundle).

/** LOG_LEVEL's values (lib/server/env.ts): pino's levels and "silent". */
export type LogLevel = ServerEnv["logLevel"];

/** `destination` lets tests capture the lines; unset, they go to stdout. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Level names and ISO times read better in `docker logs` than pino's numbers.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    base: { pid: process.pid },
  };
  return destination ? pino(options, destination) : pino(options);
}

let shared: Logger | undefined;

/** The process's logger, at LOG_LEVEL; made on first use. */
export function serverLogger(): Logger {
  shared ??= createLogger(getEnv().logLevel);
  return shared;
}
