import "server-only";

import { createRng, hashString, randomBase64, type Rng } from "./rng";
import { topicOf } from "./topic";

// Invented web search results: plausible titles on `.example` domains, opaque encrypted fields, and a
// sentence per result that the answer can cite.

export interface SimSearchResult {
  title: string;
  url: string;
  encryptedContent: string;
  pageAge: string | null;
  /** The sentence a citation quotes (`cited_text`). */
  citedText: string;
  encryptedIndex: string;
}

const SITES = [
  { host: "northwind-gazette.example", kind: "news", title: (t: string) => `${t}: what we know so far` },
  { host: "openfield-notes.example", kind: "guide", title: (t: string) => `A practical guide to ${t}` },
  { host: "lumen-reference.example", kind: "reference", title: (t: string) => `${t} – Lumen Reference` },
  { host: "harbourline-review.example", kind: "review", title: (t: string) => `Ten questions about ${t}, answered` },
  { host: "quillstone-archive.example", kind: "archive", title: (t: string) => `${t} in the Quillstone Archive` },
] as const;

/** What result N says; the answer paraphrases the first two (see compose-text.ts). */
const CITED = [
  (t: string) => `The most reliable overview of ${t} starts with its history and the figures behind it.`,
  (t: string) => `Readers asking about ${t} most often want dates, costs and a short list of next steps.`,
  (t: string) => `Experts quoted here agree that ${t} is best understood by comparing two or three sources.`,
];

const MONTHS = ["January", "March", "May", "June", "August", "October", "November"];

/** 2–3 results, the same for the same query and seed. */
export function inventSearchResults(query: string, seed: number): SimSearchResult[] {
  const rng = createRng(hashString(query) ^ seed);
  const topic = topicOf(query);
  const count = rng.int(2, 3);
  const start = rng.int(0, SITES.length - 1);
  const results: SimSearchResult[] = [];
  for (let i = 0; i < count; i++) {
    const site = SITES[(start + i) % SITES.length];
    results.push({
      title: site.title(titleCase(topic)),
      url: `https://${site.host}/${site.kind}/${slug(topic)}`,
      encryptedContent: randomBase64(rng, rng.int(120, 200)),
      pageAge: i === count - 1 && rng.next() < 0.5 ? null : pageAge(rng),
      citedText: CITED[i](topic),
      encryptedIndex: randomBase64(rng, 80),
    });
  }
  return results;
}

/** A search query from the question: its first sentence, at most eight words. */
export function searchQueryFrom(text: string): string {
  const sentence = text.trim().split(/(?<=[.?!。？！])\s|\n/)[0] ?? "";
  const words = sentence.replace(/[.?!。？！"“”]+$/u, "").split(/\s+/).filter(Boolean).slice(0, 8);
  return words.length > 0 ? words.join(" ") : "Moonlit demo";
}

function pageAge(rng: Rng): string {
  return `${rng.pick(MONTHS)} ${rng.int(1, 28)}, ${rng.int(2029, 2031)}`;
}

function slug(text: string): string {
  const ascii = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
  return ascii || "result";
}

function titleCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
