// The one test of whether text is a web address: an absolute URL, as the WHATWG URL parser reads it,
// whose scheme is http or https. The server checks its configuration with it (base URLs,
// MCP_SERVERS), the browser what people type, paste or import (MCP servers, image links).

/** The URL `text` names when it is an absolute http:// or https:// URL, else null. */
export function parseHttpUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}
