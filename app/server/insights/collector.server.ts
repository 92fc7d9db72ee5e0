import { createHmac, randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { InsightsEvent } from "~/lib/insights";
import type { DB } from "../platform/db.server";
import { type BatchedEvent, forgetDaysBefore, purgeCountsBefore, saltFor, writeBatch } from "./repository.server";

/** Events held in memory at most (about 200 bytes each): past it, new ones are refused ("overflow"). */
export const MAX_BATCH = 50_000;
/** A batch this large is written at once, without waiting for the timer. */
const FLUSH_AT = 5_000;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day kept: `months` whole months before today's month, on the same day of the month. */
export function firstKeptDay(today: Date, months: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return utcDay(d);
}

/**
 * The in-memory batch of events and what runs beside it:
 * - `record` hashes the client into the day's visitor id and queues the event; the address and
 *   the user agent go no further than this function (never stored, never logged);
 * - every `flushMs` (and on `stop`, at shutdown) the batch is written in one transaction
 *   (repository.server.ts); a failed write keeps the events for the next try;
 * - after each write, once per UTC day: the salts and visitor ids of past days are deleted, and
 *   counts older than `retentionMonths` purged.
 *
 * The visitor id is HMAC-SHA256(day's salt, site + address + user agent), cut to 128 bits: the
 * salt is random, made by the first instance that needs it and shared through the database, so
 * every instance computes the same id for the same client on the same day and none can after it.
 */
export function startCollector({
  db,
  logger,
  site,
  retentionMonths,
  flushMs,
  now = () => new Date(),
}: {
  db: () => Promise<DB>;
  logger: Logger;
  /** The site's origin (PUBLIC_URL), or its host: part of the hashed text. */
  site: string;
  retentionMonths: number;
  flushMs: number;
  now?: () => Date;
}) {
  let batch: BatchedEvent[] = [];
  const salts = new Map<string, Promise<string>>();
  let maintainedDay: string | null = null;
  let writing: Promise<void> | null = null;
  let failedSince: number | null = null;

  const salt = (day: string) => {
    let found = salts.get(day);
    if (!found) {
      for (const old of salts.keys()) if (old < day) salts.delete(old);
      found = db().then((d) => saltFor(d, day, () => randomBytes(32).toString("hex")));
      found.catch(() => salts.delete(day));
      salts.set(day, found);
    }
    return found;
  };

  async function maintain(database: DB) {
    const today = utcDay(now());
    if (maintainedDay === today) return;
    const salts = await forgetDaysBefore(database, today);
    const purged = await purgeCountsBefore(database, firstKeptDay(now(), retentionMonths));
    maintainedDay = today;
    if (salts || purged) logger.info({ salts, purged }, "insights: past days' salts deleted, old counts purged");
  }

  async function flushOnce() {
    const taken = batch;
    batch = [];
    try {
      const database = await db();
      if (taken.length) await writeBatch(database, taken);
      await maintain(database);
      if (failedSince !== null) logger.info("insights: counts written again");
      failedSince = null;
    } catch (error) {
      // Kept for the next try, oldest first, within the bound.
      batch = [...taken, ...batch].slice(-MAX_BATCH);
      if (failedSince === null)
        logger.error({ err: error }, "insights: counts not written; kept in memory and retried");
      failedSince ??= Date.now();
    }
  }

  /** Writes what is queued now (one writer at a time). */
  const flush = async () => {
    while (writing) await writing;
    writing = flushOnce().finally(() => {
      writing = null;
    });
    await writing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    /**
     * Queues one event of one client; "overflow" when the batch is full, "unavailable" when the
     * day's salt cannot be read (the database is away).
     */
    async record(
      event: InsightsEvent,
      client: { ip: string; userAgent: string },
    ): Promise<"accepted" | "overflow" | "unavailable"> {
      if (batch.length >= MAX_BATCH) return "overflow";
      const day = utcDay(now());
      let key: string;
      try {
        key = await salt(day);
      } catch {
        return "unavailable";
      }
      const visitor = createHmac("sha256", key)
        .update(`${site}\n${client.ip}\n${client.userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      batch.push({ day, visitor, event });
      if (batch.length >= FLUSH_AT && !writing) void flush();
      return "accepted";
    },
    flush,
    /** Events waiting to be written. */
    pending: () => batch.length,
    /** Stops the timer and writes what is left (shutdown), trying three times before giving up. */
    async stop() {
      clearInterval(timer);
      for (let attempt = 0; attempt < 3 && (attempt === 0 || batch.length > 0); attempt++) await flush();
      if (batch.length) logger.error({ events: batch.length }, "insights: events not written at shutdown");
    },
  };
}
