// Another site's images, for the specs about what a page fetches from elsewhere: an https server on
// loopback (the app's CSP admits remote images over https only) with a certificate made for this run
// by openssl, so a browser context with `ignoreHTTPSErrors` loads from it. Every request's path is kept.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { makePng } from "./image-bytes";

export interface RemoteImageServer {
  /** e.g. https://127.0.0.1:PORT */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "moonlit-remote-images-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
      { stdio: "pipe" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Answers every GET with a 120×80 PNG. */
export async function startRemoteImageServer(): Promise<RemoteImageServer> {
  const png = makePng(120, 80);
  const requests: string[] = [];
  const server = createServer(selfSignedCertificate(), (req, res) => {
    requests.push((req.url ?? "/").split("?")[0]);
    res.writeHead(200, { "content-type": "image/png", "content-length": png.length, "cache-control": "no-store" });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
