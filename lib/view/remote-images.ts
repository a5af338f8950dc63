// Images a conversation shows from other sites: those sent by address with a user message and those
// a tool returned by address. The shared page withholds them until its reader allows them, and says
// how many there are and where from.

import type { MessageNode, ToolResult } from "@/lib/protocol/message";
import { toolResultImages } from "./derive-context";
import { isRecord, listOf } from "@/lib/protocol/stored-value";

/** An address the browser would fetch: anything but the bytes themselves (data:) or a local blob. */
export function isRemoteImageUrl(url: string): boolean {
  return !/^\s*(data|blob):/i.test(url);
}

/** The host an image would be fetched from, as a person reads it; the address itself when it has none. */
export function imageHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The remote image addresses in `nodes`, in order. Stored nodes may come from anyone: odd fields are skipped. */
export function remoteImageUrls(nodes: readonly MessageNode[]): string[] {
  const urls: string[] = [];
  for (const node of nodes) {
    if (node.role === "user") {
      for (const ref of listOf(node.attachments)) if (isRecord(ref) && typeof ref.url === "string") urls.push(ref.url);
    } else if (node.role === "tool") {
      // toolResultImages reads any value, as the view does.
      for (const result of listOf(node.results)) {
        for (const source of toolResultImages(result as ToolResult).resultImages ?? []) if (source.type === "url") urls.push(source.url);
      }
    }
  }
  return urls.filter(isRemoteImageUrl);
}
