// The search worker's jobs (search.worker.ts), and the same on the page where no worker starts: one
// service per app database (the app has one; tests have their own), started by its first job.

import { openDatabase } from "../database";
import { openSearchIndexDatabase } from "./index-store";
import type { IndexStatus, SearchAnswer, SearchJob } from "./search-protocol";
import { createSearchService, type SearchService } from "./search-service";

const services = new Map<string, SearchService>();

function serviceFor(database: string): SearchService {
  let service = services.get(database);
  if (!service) services.set(database, (service = createSearchService(openDatabase(database), openSearchIndexDatabase(database))));
  return service;
}

export function handleSearchJob(job: SearchJob, onProgress: (status: IndexStatus) => void): Promise<SearchAnswer> {
  const service = serviceFor(job.database);
  service.indexThinking(job.thinking);
  if (job.kind === "search") return service.search(job.query, job.seq, { thinking: job.thinking });
  service.watch(onProgress);
  // A watch lasts as long as the page: only its progress is ever answered.
  return new Promise(() => undefined);
}
