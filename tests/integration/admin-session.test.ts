import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findLiveAdminSession, hashToken, revokeAdminSession } from "~/server/auth/session.server";
import type { DB } from "~/server/platform/db.server";
import { signInAdmin } from "../support/admin";
import { createTempDb } from "../support/temp-db";

const HOUR = 3600_000;
let db: DB;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ db, cleanup } = await createTempDb());
});
afterEach(() => cleanup());

describe("admin sessions", () => {
  it("store only the token's SHA-256, with e-mail, creation and expiry times", async () => {
    const now = new Date("2026-05-01T09:00:00.000Z");
    const { token, expiresAt } = await signInAdmin(db, "admin@example.com", 8 * HOUR, now);
    const rows = await db.selectFrom("admin_sessions").selectAll().execute();
    expect(rows).toEqual([
      {
        id: rows[0]!.id,
        token_hash: hashToken(token),
        email: "admin@example.com",
        created_at: "2026-05-01T09:00:00.000Z",
        expires_at: "2026-05-01T17:00:00.000Z",
        revoked_at: null,
      },
    ]);
    expect(expiresAt).toBe("2026-05-01T17:00:00.000Z");
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("find the live session for its token and nothing for another token", async () => {
    const { token } = await signInAdmin(db, "admin@example.com", HOUR);
    expect(await findLiveAdminSession(db, token)).toMatchObject({ email: "admin@example.com" });
    const other = await signInAdmin(db, "ops@example.com", HOUR);
    expect(await findLiveAdminSession(db, other.token)).toMatchObject({ email: "ops@example.com" });
    expect(await findLiveAdminSession(db, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeUndefined();
    expect(await findLiveAdminSession(db, "not a token")).toBeUndefined();
  });

  it("expire after the TTL", async () => {
    const start = new Date("2026-05-01T09:00:00.000Z");
    const { token } = await signInAdmin(db, "admin@example.com", 8 * HOUR, start);
    expect(await findLiveAdminSession(db, token, new Date(start.getTime() + 8 * HOUR - 1))).toBeDefined();
    expect(await findLiveAdminSession(db, token, new Date(start.getTime() + 8 * HOUR))).toBeUndefined();
  });

  it("are dead once revoked, and revoking twice keeps the first time", async () => {
    const { token } = await signInAdmin(db, "admin@example.com", HOUR);
    const session = (await findLiveAdminSession(db, token))!;
    await revokeAdminSession(db, session.id, new Date("2026-05-01T10:00:00.000Z"));
    await revokeAdminSession(db, session.id, new Date("2026-05-01T11:00:00.000Z"));
    expect(await findLiveAdminSession(db, token)).toBeUndefined();
    const row = await db.selectFrom("admin_sessions").select("revoked_at").executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe("2026-05-01T10:00:00.000Z");
  });

  it("long-ended sessions are swept when a new one starts", async () => {
    await signInAdmin(db, "old@example.com", HOUR, new Date("2026-01-01T00:00:00.000Z"));
    await signInAdmin(db, "recent@example.com", HOUR, new Date("2026-05-01T00:00:00.000Z"));
    await signInAdmin(db, "admin@example.com", HOUR, new Date("2026-05-20T00:00:00.000Z"));
    const emails = (await db.selectFrom("admin_sessions").select("email").orderBy("id").execute()).map((r) => r.email);
    expect(emails).toEqual(["recent@example.com", "admin@example.com"]);
  });
});
