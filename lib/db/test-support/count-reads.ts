// Counting a database's reads of its conversations, for tests that bound them.

import type { MoonlitDB } from "../database";

/** Rows each read of `conversations` handed back, and how many reads went through a cursor. */
export function countReads(db: MoonlitDB) {
  const reads: number[] = [];
  let cursors = 0;
  // Before the database opens: Dexie builds its middleware stack then.
  db.use({
    stack: "dbcore",
    name: "CountReads",
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== "conversations") return table;
        return {
          ...table,
          async query(request) {
            const response = await table.query(request);
            reads.push(response.result.length);
            return response;
          },
          openCursor(request) {
            cursors += 1;
            return table.openCursor(request);
          },
        };
      },
    }),
  });
  return { reads, cursors: () => cursors };
}
