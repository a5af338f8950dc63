import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/raw-http";
import { demoUrl } from "../support/ports";

// The demo server has ACCESS_CODE set: without the unlock cookie, only the unlock page, shared links
// and the files a browser needs for them pass the page gate (lib/server/access/page-gate.ts). The
// requests go out as written (node:http), so no client tidies the odd addresses first.

test("an address that only looks like a file is still a page: it goes to /unlock without the cookie", async () => {
  for (const path of ["/c/x.y", "/c/x;.js", "/c/x%00.css", "/c/0f8fad5b.png", "/usage.css", "/icons/x;.png"]) {
    const answer = await rawRequest(`${demoUrl}${path}`);
    expect(answer.status, path).toBe(307);
    expect(new URL(String(answer.headers.location), demoUrl).pathname, path).toBe("/unlock");
  }
});

/** Same-origin files a page's HTML refers to: links, scripts, and its absolute preview image. */
function filesOf(html: string): string[] {
  const local = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]);
  const absolute = [...html.matchAll(/content="(https?:\/\/[^"]+)"/g)]
    .map((match) => new URL(match[1].replaceAll("&amp;", "&")))
    .filter((url) => url.origin === demoUrl)
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set([...local, ...absolute].map((path) => path.replaceAll("&amp;", "&")))].filter((path) => !path.startsWith("/unlock"));
}

test("every file the unlock page, a shared link and the manifest refer to is served without the cookie", async () => {
  const unlock = await rawRequest(`${demoUrl}/unlock`);
  expect(unlock.status).toBe(200);
  const shared = await rawRequest(`${demoUrl}/s/some-share-id`);
  const manifest = JSON.parse((await rawRequest(`${demoUrl}/manifest.webmanifest`)).text) as { icons: { src: string }[] };
  const files = new Set([...filesOf(unlock.text), ...filesOf(shared.text), ...manifest.icons.map((icon) => icon.src), "/serwist/sw.js"]);
  // The install assets are among them: the test would prove little if the pages referred to none.
  for (const asset of ["/manifest.webmanifest", "/icons/192.png", "/opengraph-image"]) {
    expect([...files].some((file) => file.startsWith(asset)), asset).toBe(true);
  }
  for (const file of files) {
    const answer = await rawRequest(`${demoUrl}${file}`);
    expect(answer.status, file).toBe(200);
  }
});
