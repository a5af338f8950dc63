// A shared page loads no image from another site until its reader says so: an image request tells
// the site serving it (which the share's author may run) who opened the page, and when. The reader's
// yes is a cookie the page itself sets, sent back only with that share's page: a link cannot carry
// it, so no author can answer for the reader. The server reads it to pick the page's CSP, the page to
// pick what it draws; both sides use this module, so they agree.

export const REMOTE_IMAGES_COOKIE = "moonlit-remote-images";

// Share ids are base64url; anything else opens no share and gets no yes.
const SHARE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SHARED_PAGE = /^\/s\/([^/]*)\/?$/;

/** Whether a page may show images from other sites: every page but a shared one, and that one once its reader said yes to it. */
export function remoteImagesAllowed(pathname: string, consent: string | undefined): boolean {
  if (!pathname.startsWith("/s/")) return true;
  const id = SHARED_PAGE.exec(pathname)?.[1];
  return id !== undefined && SHARE_ID.test(id) && consent === id;
}

/** The cookie holding the reader's yes to share `id`: for its page only, until the browser closes. Null for an id no share has. */
export function remoteImagesCookie(id: string): string | null {
  return SHARE_ID.test(id) ? `${REMOTE_IMAGES_COOKIE}=${id}; Path=/s/${id}; SameSite=Strict` : null;
}

/** The yes recorded in a Cookie header or in document.cookie, if any. */
export function consentIn(cookies: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === REMOTE_IMAGES_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}
