import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { LeadStatus } from "~/lib/contact-submission";
import type { Database } from "../platform/db-schema.server";

/**
 * `q` searches the visitor's fields and where they came from; `source` is one campaign source
 * (case-insensitive); `status` one lead status. Without a status, every lead but spam.
 */
export type SubmissionFilter = { q?: string; source?: string; status?: LeadStatus };

const SEARCHED_COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "company",
  "message",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer",
] as const;

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchFilter({ q, source, status }: SubmissionFilter = {}, { byStatus = true } = {}) {
  const term = q?.trim();
  const sourceTerm = source?.trim().toLowerCase();
  return (eb: ExpressionBuilder<Database, "contact_submissions">): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (byStatus) conditions.push(status ? eb("status", "=", status) : eb("status", "!=", "spam"));
    if (term) {
      const pattern = `%${escapeLike(term.toLowerCase())}%`;
      conditions.push(
        eb.or(SEARCHED_COLUMNS.map((col) => sql<SqlBool>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`)),
      );
    }
    if (sourceTerm) conditions.push(sql<SqlBool>`lower(${sql.ref("utm_source")}) = ${sourceTerm}`);
    return conditions.length ? eb.and(conditions) : sql<SqlBool>`1 = 1`;
  };
}
