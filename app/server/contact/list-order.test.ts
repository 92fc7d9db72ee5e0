import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeLead } from "../../../tests/support/contacts";
import { createTempDb, testDialects } from "../../../tests/support/temp-db";
import type { DB } from "../platform/db.server";
import { insertContactSubmission, listContactSubmissions } from "./repository.server";

// Issue #27: the lead desk lists the newest lead first by its date, whatever order the rows were
// stored in (an import or a restore stores older leads after newer ones).
describe.each(testDialects)("the lead list's order on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
  });
  afterEach(() => cleanup());

  it("puts the latest date first, not the latest row, and breaks ties by number", async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9));
    // Stored newest first: today's lead gets the lowest number.
    await insertContactSubmission(db, makeLead({ firstName: "Today" }), at(26));
    await insertContactSubmission(db, makeLead({ firstName: "Oldest" }), at(17));
    await insertContactSubmission(db, makeLead({ firstName: "Middle" }), at(20));
    await insertContactSubmission(db, makeLead({ firstName: "Twin" }), at(20));
    const names = (await listContactSubmissions(db)).map((r) => r.firstName);
    expect(names).toEqual(["Today", "Twin", "Middle", "Oldest"]);
    const page = await listContactSubmissions(db, { limit: 2, offset: 1 });
    expect(page.map((r) => r.firstName)).toEqual(["Twin", "Middle"]);
  });
});
