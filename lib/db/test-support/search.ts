// Test support for search: a search service over a test database, searched once it has caught up,
// and a small history to search. Services are closed by closeSearchServices (afterEach).

import { createConversation } from "../conversations";
import type { MoonlitDB } from "../database";
import { addMessage } from "../messages";
import type { SearchHit } from "../search";
import { openSearchIndexDatabase } from "../search-index/index-store";
import { createSearchService, type SearchService } from "../search-index/search-service";
import { anthropicNode, openaiNode, richAnthropicNode, settings, userNode } from "./stored-nodes";
import { freshDb } from "./fresh-db";

const services: SearchService[] = [];

export function closeSearchServices(): void {
  services.splice(0).forEach((service) => service.close());
}

export function serviceOf(db: MoonlitDB): SearchService {
  const service = createSearchService(db, openSearchIndexDatabase(db.name), { saveDelayMs: 0 });
  services.push(service);
  return service;
}

let seq = 0;
/** The next search's sequence number: a search with a lower one than another's is superseded. */
export const nextSeq = () => ++seq;

/** Searches once the index has caught up with the database as it is. */
export async function search(service: SearchService, query: string, options: { thinking?: boolean; limit?: number } = {}): Promise<SearchHit[]> {
  service.indexThinking(options.thinking ?? false);
  await service.settled();
  const answer = await service.search(query, nextSeq(), options);
  if (!("hits" in answer)) throw new Error("superseded");
  return answer.hits;
}

export const ids = (hits: SearchHit[]) => hits.map((hit) => hit.conversation.id);
export const marked = ({ text, marks }: { text: string; marks: Array<[number, number]> }) => marks.map(([start, end]) => text.slice(start, end));

/** Three conversations: a trip (an OpenAI reply), Rust (a question and an answer), the moon (Chinese, a reply with thinking). */
export async function filled(): Promise<MoonlitDB> {
  const db = freshDb();
  await createConversation(db, { settings, title: "Trip to Kyoto", id: "trip" });
  await createConversation(db, { settings, title: "Rust lifetimes", id: "rust" });
  await createConversation(db, { settings, title: "月光の話", id: "moon" });
  await addMessage(db, userNode("u1", "rust", null, "Why does the Borrow Checker complain here?", 1));
  await addMessage(db, anthropicNode("a1", "rust", "u1", "Because the **reference** outlives its [owner](https://example.com/own).", 2));
  await addMessage(db, userNode("u2", "moon", null, "请解释一下月光为什么是银色的", 3));
  await addMessage(db, richAnthropicNode("a2", "moon", "u2", 4));
  await addMessage(db, { ...openaiNode("a3", "trip", null, 5), id: "a3" });
  return db;
}
