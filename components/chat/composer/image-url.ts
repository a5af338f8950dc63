// An image address pasted into the message box, which can be sent as the image itself: an http(s)
// URL, alone in what was pasted, whose path ends in an image type both formats take.

import type { ImageLink } from "@/lib/chat/attachments/outgoing";
import { parseHttpUrl } from "@/lib/protocol/http-url";

const EXTENSIONS: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

export function imageLinkIn(pasted: string): ImageLink | null {
  const text = pasted.trim();
  // One address alone, nothing around it.
  if (/\s/.test(text)) return null;
  const url = parseHttpUrl(text);
  if (!url) return null;
  const file = url.pathname.split("/").pop() ?? "";
  const mediaType = EXTENSIONS[file.split(".").pop()?.toLowerCase() ?? ""];
  if (!mediaType || !file.includes(".")) return null;
  let name = file;
  try {
    name = decodeURIComponent(file);
  } catch {
    // A stray % in the path: the name stays as written.
  }
  return { url: text, name, mediaType };
}
