import crypto from "node:crypto";
import type { DB } from "../platform/db.server";

/**
 * Admin sessions (design.md "Admin sign-in"): the browser holds a random 256-bit bearer token;
 * the database keeps only its SHA-256, so a leaked database cannot be replayed as a session.
 */
const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Expired or revoked rows are kept this long (for audit), then swept. */
const KEEP_ENDED_SESSIONS_MS = 30 * 24 * 3600 * 1000;

export type AdminSession = { id: number; email: string; expiresAt: string };

export function createToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Housekeeping on the rare write paths keeps the table small without a scheduler. */
async function sweepEndedSessions(db: DB, now: Date) {
  const cutoff = new Date(now.getTime() - KEEP_ENDED_SESSIONS_MS).toISOString();
  await db.deleteFrom("admin_sessions").where("expires_at", "<", cutoff).execute();
}

/** The live session for a token: known, not revoked and not expired at `now`. */
export async function findLiveAdminSession(db: DB, token: string, now = new Date()): Promise<AdminSession | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const row = await db
    .selectFrom("admin_sessions")
    .select(["id", "email", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    // ISO-8601 UTC strings of one format compare correctly as text on SQLite and PostgreSQL.
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { id: Number(row.id), email: row.email, expiresAt: row.expires_at } : undefined;
}

export async function revokeAdminSession(db: DB, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable("admin_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * The sign-in callback hands the browser a one-time code (in `/?token=`), never the session
 * token itself: browser history keeps that URL, so what it holds must be useless once read.
 * The code is a pending session row whose hash carries a prefix no bearer-token lookup can match;
 * the exchange turns it into the live session in one UPDATE, so a replay or a race gets nothing.
 */
export const SIGN_IN_CODE_TTL_MS = 60_000;
const codeHash = (code: string) => `code:${hashToken(code)}`;

export async function createSignInCode(db: DB, email: string, now = new Date()): Promise<string> {
  const code = createToken();
  await db
    .insertInto("admin_sessions")
    .values({
      token_hash: codeHash(code),
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  await sweepEndedSessions(db, now);
  return code;
}

/** The session token for a fresh, unused code; undefined for a used, expired or unknown one. */
export async function exchangeSignInCode(db: DB, code: string, ttlMs: number, now = new Date()) {
  if (!isWellFormedToken(code)) return undefined;
  const token = createToken();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const result = await db
    .updateTable("admin_sessions")
    .set({ token_hash: hashToken(token), expires_at: expiresAt })
    .where("token_hash", "=", codeHash(code))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const session = await findLiveAdminSession(db, token, now);
  return session ? { token, ...session } : undefined;
}
