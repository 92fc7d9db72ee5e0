import { subscriberEmail } from "~/lib/newsletter-schema";
import type { DB } from "../platform/db.server";

/** A subscriber as the owners' JSON endpoint shows one. */
export type Subscriber = { email: string; createdAt: string; sourcePage: string };

/**
 * Adds an address (already subscriberEmail's form), once: signing up again changes nothing, the
 * first sign-up's date and page stay, and the caller cannot tell the two apart (nor can the
 * visitor: both answer the same success). One statement, so two sign-ups at once cannot collide.
 */
export async function addSubscriber(db: DB, row: { email: string; sourcePage: string }, now: Date): Promise<void> {
  await db
    .insertInto("newsletter_subscribers")
    .values({ email: row.email, created_at: now.toISOString(), source_page: row.sourcePage })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

/** A page of subscribers, newest first, and how many there are in all. */
export async function listSubscribers(
  db: DB,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Subscriber[]; total: number }> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "created_at", "source_page"])
    .orderBy("created_at", "desc")
    .orderBy("email")
    .limit(limit)
    .offset(offset)
    .execute();
  const { count } = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((r) => ({ email: r.email, createdAt: r.created_at, sourcePage: r.source_page })),
    total: Number(count),
  };
}

/** Erases the subscriber with this address, whatever its case or form; returns 1 or 0. */
export async function deleteSubscriber(db: DB, email: string): Promise<number> {
  const result = await db
    .deleteFrom("newsletter_subscribers")
    .where("email", "=", subscriberEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The sign-up of this address, whatever its case or form, or undefined. */
export async function findSubscriber(db: DB, email: string): Promise<Subscriber | undefined> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "created_at", "source_page"])
    .where("email", "=", subscriberEmail(email))
    .executeTakeFirst();
  return row && { email: row.email, createdAt: row.created_at, sourcePage: row.source_page };
}
