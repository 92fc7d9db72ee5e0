import { createSignInCode, exchangeSignInCode } from "~/server/auth/session.server";
import type { DB } from "~/server/platform/db.server";

/** An admin session made the way the site makes one: a one-time sign-in code, traded for a token. */
export async function signInAdmin(db: DB, email: string, ttlMs: number, now = new Date()) {
  const code = await createSignInCode(db, email, now);
  const session = await exchangeSignInCode(db, code, ttlMs, now);
  if (!session) throw new Error("the sign-in code was refused");
  return session;
}
