// The shared page's side of the reader's answer about images from other sites. The page's CSP is
// chosen when it is served, so saying yes reloads it; the reader comes back to where they were.

import { consentIn, remoteImagesAllowed, remoteImagesCookie } from "@/lib/protocol/share/remote-image-consent";

const scrollKey = (id: string) => `moonlit-share-scroll:${id}`;

/** Whether this page (a shared one, or any other) may show images from other sites: what its CSP was chosen by. */
export function remoteImagesAllowedHere(): boolean {
  return remoteImagesAllowed(location.pathname, consentIn(document.cookie));
}

/**
 * Records the reader's yes to share `id`'s remote images and reloads the page with it. False when
 * nothing could be recorded (an id no share has, or a browser that keeps no cookies here).
 */
export function allowRemoteImages(id: string, reload: () => void = () => location.reload()): boolean {
  const cookie = remoteImagesCookie(id);
  if (!cookie) return false;
  document.cookie = cookie;
  if (consentIn(document.cookie) !== id) return false;
  try {
    sessionStorage.setItem(scrollKey(id), String(Math.round(window.scrollY)));
  } catch {
    // Storage refused: the page comes back at its top.
  }
  reload();
  return true;
}

/** After that reload, once the conversation is drawn: back to where the reader asked. */
export function restoreScrollAfterAllowing(id: string): void {
  let kept: string | null;
  try {
    kept = sessionStorage.getItem(scrollKey(id));
    sessionStorage.removeItem(scrollKey(id));
  } catch {
    return;
  }
  const top = Number(kept);
  if (kept !== null && Number.isFinite(top) && top > 0) window.scrollTo(0, top);
}
