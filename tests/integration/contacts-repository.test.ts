import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyAttribution } from "~/lib/attribution";
import {
  deleteContactSubmission,
  insertContactSubmission,
  iterateContactSubmissionPages,
  listContactSubmissions,
} from "~/server/contact/repository.server";
import { splitFullName } from "~/server/contact/submission-row.server";
import type { DB } from "~/server/platform/db.server";
import { countContactSubmissions, makeLead } from "../support/contacts";
import { createTempDb, testDialects } from "../support/temp-db";

describe("splitFullName", () => {
  it.each([
    ["Maya Okafor", "Maya", "Okafor"],
    ["Maya", "Maya", ""],
    ["  Jean   Luc  Picard ", "Jean", "Luc  Picard"],
    ["Ana\tMaria Souza", "Ana", "Maria Souza"],
  ])("%j → %j + %j", (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last });
  });
});

describe.each(testDialects)("contacts repository on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
  });
  afterEach(() => cleanup());

  const base = makeLead();

  it("stores the spec's shape and returns it in camelCase", async () => {
    const { id, key } = await insertContactSubmission(
      db,
      { ...base, service: "SaaS", productLink: "B0C1234567", contactMethod: "Phone" },
      new Date("2026-03-04T05:06:07.000Z"),
    );
    const [row] = await listContactSubmissions(db);
    expect(row).toEqual({
      id,
      key,
      ...base,
      service: "SaaS",
      productLink: "B0C1234567",
      contactMethod: "Phone",
      createdAt: "2026-03-04T05:06:07.000Z",
      ...emptyAttribution,
      // Untouched on the lead desk (lead-desk.test.ts).
      status: "new",
      statusChangedAt: null,
      statusChangedBy: null,
      note: null,
    });
  });

  it("lists newest first, searches name, e-mail, company and message, and pages", async () => {
    await insertContactSubmission(db, {
      ...base,
      firstName: "Ada",
      email: "ada@one.example",
      company: "One Co",
      message: "pallets",
    });
    await insertContactSubmission(db, {
      ...base,
      firstName: "Ben",
      email: "ben@two.example",
      company: "Two 100% Co",
      message: "listings",
    });
    await insertContactSubmission(db, {
      ...base,
      firstName: "Cy",
      email: "cy@three.example",
      company: "Three",
      message: "PALLET racking",
    });
    expect((await listContactSubmissions(db)).map((r) => r.firstName)).toEqual(["Cy", "Ben", "Ada"]);
    expect((await listContactSubmissions(db, { q: "pallet" })).map((r) => r.firstName)).toEqual(["Cy", "Ada"]);
    expect((await listContactSubmissions(db, { q: "two.example" })).map((r) => r.firstName)).toEqual(["Ben"]);
    expect((await listContactSubmissions(db, { q: "100%" })).map((r) => r.firstName)).toEqual(["Ben"]);
    expect((await listContactSubmissions(db, { q: "_" })).length).toBe(0);
    expect(await countContactSubmissions(db, "pallet")).toBe(2);
    expect((await listContactSubmissions(db, { limit: 1, offset: 1 })).map((r) => r.firstName)).toEqual(["Ben"]);
  });

  it("walks every row in pages for the export and deletes by id", async () => {
    for (let i = 0; i < 7; i++) await insertContactSubmission(db, { ...base, firstName: `P${i}` });
    const seen: string[] = [];
    for await (const page of iterateContactSubmissionPages(db, 3)) for (const row of page) seen.push(row.firstName);
    expect(seen).toEqual(["P6", "P5", "P4", "P3", "P2", "P1", "P0"]);
    const [first] = await listContactSubmissions(db, { limit: 1 });
    expect(await deleteContactSubmission(db, first!.id)).toBe(true);
    expect(await deleteContactSubmission(db, first!.id)).toBe(false);
    expect(await countContactSubmissions(db)).toBe(6);
  });
});
