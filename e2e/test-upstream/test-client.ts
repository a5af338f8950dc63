// Test-only: read a test-upstream response the way the gateway would, keeping partial bytes on failure.

export interface Received {
  status: number;
  headers: Headers;
  bytes: Buffer;
  chunks: number;
  error: unknown;
}

export async function post(url: string, body: unknown, init: RequestInit = {}): Promise<Received> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer test-key" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  const parts: Buffer[] = [];
  let error: unknown = null;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parts.push(Buffer.from(chunk));
  } catch (caught) {
    error = caught;
  }
  return { status: response.status, headers: response.headers, bytes: Buffer.concat(parts), chunks: parts.length, error };
}
