import "server-only";
import { headers } from "next/headers";

/**
 * The address this request came to, so shared links' preview images get absolute URLs on any host
 * (a self-hosted app has no fixed domain to build in). Behind a proxy, its forwarded protocol wins.
 */
export async function requestOrigin(): Promise<URL | null> {
  const list = await headers();
  const host = list.get("x-forwarded-host")?.split(",")[0].trim() || list.get("host");
  if (!host) return null;
  const proto = list.get("x-forwarded-proto")?.split(",")[0].trim() || "http";
  try {
    return new URL(`${proto === "https" ? "https" : "http"}://${host}`);
  } catch {
    return null;
  }
}
