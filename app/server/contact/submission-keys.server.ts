import type { DB } from "../platform/db.server";

// The repository of submission keys (issue #28): the lead stored under a sender's key. The key is
// written with the lead itself, in the same insert (repository.server.ts, insertContactSubmission);
// its unique index decides a race of two posts with one key.

/** A sender's submission key and the fingerprint of the message sent with it (issue #28). */
export type SubmissionKey = { value: string; fingerprint: string };

/** The lead stored under a submission key, with the fingerprint of its message. */
export async function findBySubmissionKey(
  db: DB,
  key: string,
): Promise<{ id: number; fingerprint: string | null } | undefined> {
  const row = await db
    .selectFrom("contact_submissions")
    .select(["id", "submission_fingerprint"])
    .where("submission_key", "=", key)
    .executeTakeFirst();
  return row ? { id: Number(row.id), fingerprint: row.submission_fingerprint } : undefined;
}

/** A write refused by a unique index (SQLite's constraint error, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}
