import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeSubmission } from "~/server/contact/group-commit.server";
import * as repository from "~/server/contact/repository.server";
import type { DB } from "~/server/platform/db.server";
import { makeLead } from "../support/contacts";
import { createTempDb, testDialects } from "../support/temp-db";

// Issue #30, item 3: submissions of the same moment are committed by one transaction, each
// answered only after that commit, and a batch that fails gives each submission its own outcome.

describe.each(testDialects)("group commit on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  const lead = (n: number) => makeLead({ email: `group-${n}@northpeak.example`, firstName: `Person${n}` });
  const count = async () =>
    Number((await db.selectFrom("contact_submissions").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("stores 40 simultaneous submissions in one transaction; each resolves with its own committed row", async () => {
    const batches = vi.spyOn(repository, "insertContactSubmissions");
    const stored = await Promise.all(
      Array.from({ length: 40 }, (_, n) => storeSubmission(db, lead(n), new Date(), { queueOn: ["email"] })),
    );
    expect(batches).toHaveBeenCalledTimes(1);
    expect(batches.mock.calls[0]![1]).toHaveLength(40);
    expect(new Set(stored.map((s) => s.id)).size).toBe(40);
    expect(new Set(stored.map((s) => s.key)).size).toBe(40);
    const rows = await db.selectFrom("contact_submissions").select(["id", "email"]).execute();
    // Each promise resolved with the id of the row holding its own submission.
    const emailOf = new Map(rows.map((r) => [Number(r.id), r.email]));
    stored.forEach((s, n) => {
      expect(emailOf.get(s.id)).toBe(`group-${n}@northpeak.example`);
    });
    // The deliveries went in with their leads.
    expect(await db.selectFrom("lead_notifications").selectAll().execute()).toHaveLength(40);
  });

  it("gives each submission its own outcome when the batch fails: one repeated key refused, the rest stored", async () => {
    const key = { value: "group-commit-key-0001", fingerprint: "f" };
    await storeSubmission(db, lead(0), new Date(), { key });
    const outcomes = await Promise.allSettled([
      storeSubmission(db, lead(1), new Date()),
      storeSubmission(db, lead(2), new Date(), { key }),
      storeSubmission(db, lead(3), new Date()),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await count()).toBe(3);
  });

  it("answers nothing before the commit: a batch whose transaction fails stores nothing of it", async () => {
    vi.spyOn(repository, "insertContactSubmissions").mockRejectedValueOnce(new Error("disk full"));
    const single = vi.spyOn(repository, "insertContactSubmission");
    const stored = await Promise.all([1, 2].map((n) => storeSubmission(db, lead(n), new Date())));
    // Retried one by one after the failed batch: both stored, each once.
    expect(single).toHaveBeenCalledTimes(2);
    expect(stored.map((s) => s.id).sort()).toEqual([1, 2]);
    expect(await count()).toBe(2);
  });
});
