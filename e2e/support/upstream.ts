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
  /** The app's requests for a conversation title (answered apart from the script queue). */
  async titleRequests(): Promise<RecordedRequest[]> {
    return (await control("title-requests")).json() as Promise<RecordedRequest[]>;
  },
  /** What the next title requests are answered with, until reset (by default, the prompt's own title). */
  async setTitle(title: string): Promise<void> {
    await control("title", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title }) });
  },
};
