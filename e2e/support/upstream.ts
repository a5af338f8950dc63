// Drives the test upstream (a separate process started by Playwright) through its control API.
import type { RecordedRequest, Script } from "@/e2e/test-upstream/types";
import { upstreamUrl } from "./ports";

async function control(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${upstreamUrl}/__control/${path}`, init);
  if (!response.ok) throw new Error(`test upstream ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export const upstream = {
  async reset(): Promise<void> {
    await control("reset", { method: "POST" });
  },
  async enqueue(...scripts: Script[]): Promise<void> {
    await control("enqueue", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(scripts),
    });
  },
  async requests(): Promise<RecordedRequest[]> {
    return (await control("requests")).json() as Promise<RecordedRequest[]>;
  },
};
