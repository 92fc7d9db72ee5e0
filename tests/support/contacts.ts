import { countByStatus, type SubmissionFilter, totalOf } from "~/server/contact/repository.server";
import type { DB } from "~/server/platform/db.server";

/** How many leads the list would hold for this filter (a bare string is the search text); spam aside unless asked. */
export async function countContactSubmissions(db: DB, filter: SubmissionFilter | string = {}) {
  const { status, ...rest } = typeof filter === "string" ? { q: filter } : filter;
  return totalOf(await countByStatus(db, rest), status);
}
