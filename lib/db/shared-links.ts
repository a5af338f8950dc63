// The share links this browser made, with the delete tokens that let it revoke them. They never leave
// the browser: the whole-database export (export.ts) does not read this table.

import type { MoonlitDB } from "./database";
import type { SharedLinkRecord } from "./records";
import { writeTransaction } from "./storage-error";

export async function saveSharedLink(db: MoonlitDB, link: SharedLinkRecord): Promise<void> {
  await writeTransaction(db, [db.sharedLinks], () => db.sharedLinks.put(link));
}

/** Newest first. */
export function listSharedLinks(db: MoonlitDB): Promise<SharedLinkRecord[]> {
  return db.sharedLinks.orderBy("createdAt").reverse().toArray();
}

export async function deleteSharedLink(db: MoonlitDB, id: string): Promise<void> {
  await writeTransaction(db, [db.sharedLinks], () => db.sharedLinks.delete(id));
}
