// The Usage view's read: the replies' usage over the last N days, summed per day and per model. A
// DbQuery, so useDbQuery keeps it current through liveQuery (a reply finishing in another tab shows).

import type { DbQuery } from "@/lib/chat/hooks/db-queries";
import { readUsageRows } from "@/lib/db/usage-rows";
import { buildUsageReport, rangeStart, type UsageReport } from "@/lib/view/usage-report";

export const usageReportQuery: DbQuery<UsageReport> = {
  key: (days) => ["usage-report", days],
  async read(db, days) {
    const now = Date.now();
    const count = Number(days);
    return buildUsageReport(await readUsageRows(db, rangeStart(count, now)), count, now);
  },
};
