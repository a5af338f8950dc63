// The sidebar's order as an index. `listOrder` is [1 when pinned else 0, updatedAt, id] on every live
// conversation and absent on one deleted (still undoable), so reading the `listOrder` index backwards
// gives exactly the sidebar's list, pinned first, each part newest first, and its first screen is a
// read of that many rows (however many conversations there are). The id makes every key unique, so
// the list can be read in pages, each starting below the last key read. The database computes it on
// every write (a Dexie middleware, registered in database.ts), so no writer sets it and none can
// forget to. Only a write past Dexie (raw IndexedDB, as a test's seeding may write) must add it, with
// withListOrder: a row without it is not listed.

import type { Collection, DBCore, Middleware } from "dexie";
import type { ConversationRecord } from "./records";

/** The row with its `listOrder` computed from what it holds; the same row when it is right already. */
export function withListOrder(row: ConversationRecord): ConversationRecord {
  const live = row.deletedAt === undefined;
  const pinned = row.pinned ? 1 : 0;
  const current = row.listOrder;
  if (live ? current?.[0] === pinned && current[1] === row.updatedAt && current[2] === row.id : current === undefined) return row;
  if (live) return { ...row, listOrder: [pinned, row.updatedAt, row.id] };
  const rest = { ...row };
  delete rest.listOrder;
  return rest;
}

/** Every row added or put into `conversations` goes down with its `listOrder` computed. */
export const listOrderMiddleware: Middleware<DBCore> = {
  stack: "dbcore",
  name: "ListOrder",
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== "conversations") return table;
      return {
        ...table,
        mutate: (request) =>
          table.mutate(request.type === "add" || request.type === "put" ? { ...request, values: request.values.map((row) => withListOrder(row as ConversationRecord)) } : request),
      };
    },
  }),
};

/** Gives each row of `rows` its `listOrder` (the v7 upgrade). */
export function giveListOrder(rows: Collection<ConversationRecord, string>): Promise<number> {
  return rows.modify((row, ctx) => {
    ctx.value = withListOrder(row);
  });
}
