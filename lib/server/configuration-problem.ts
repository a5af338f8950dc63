import "server-only";
import { checkAccessSettings } from "@/lib/server/access/startup-checks";
import { EnvError, getEnv, type ServerEnv } from "@/lib/server/env";

// What makes this server's configuration unusable: a variable that does not parse (env.ts) or fails
// a start-up check (startup-checks.ts). A Node server with one exits at start (startup.ts); Vercel
// keeps the process, so there proxy.ts and the API routes answer every request with it instead
// (misconfigured-response.ts).

/** The EnvError naming the variable to fix, or undefined for a usable configuration. */
export function findConfigurationProblem(env: () => ServerEnv = getEnv): EnvError | undefined {
  try {
    checkAccessSettings(env());
    return undefined;
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
}

let checked: { problem: EnvError | undefined } | undefined;

/** findConfigurationProblem, once: the environment does not change, so requests pay nothing after the first. */
export function configurationProblem(): EnvError | undefined {
  checked ??= { problem: findConfigurationProblem() };
  return checked.problem;
}
