// The behaviour bench/crash.mjs measures under load, as a short deterministic test: a lead that
// was answered 201 is on disk, whatever happens to the process afterwards. The throughput and
// random-moment versions (bench/load.mjs, bench/crash.mjs, bench/hostile.mjs) are benchmarks and
// run from bench/, not in the default suite (docs/testing.md).
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/start-server.mjs";

const LEADS = 6;
/** Lead `n`: a unique e-mail, the optional fields filled on every other one. */
const submission = (n: number) => ({
  fullName: `Maya Okafor ${n}`,
  email: `kill-${n}@northpeak.example`,
  companyName: "Northpeak <Outdoor>",
  description: `Lead ${n}: two marketplaces,\nflat sales — café, 東京.`,
  ...(n % 2 ? { service: "SaaS", productLink: "B0C1234567", contactMethod: "Phone" } : {}),
});
const env = { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "0", CONTACT_REJECTED_LIMIT: "0" };

describe("a lead acknowledged with 201", () => {
  it("is stored with every field it was sent with after the server is killed with SIGKILL", async () => {
    const first = await startServer(env);
    const acknowledged: { id: number; sub: ReturnType<typeof submission> }[] = [];
    try {
      for (let n = 0; n < LEADS; n++) {
        const sub = submission(n);
        const res = await fetch(`${first.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(sub),
        });
        expect(res.status).toBe(201);
        acknowledged.push({ id: ((await res.json()) as { id: number }).id, sub });
      }
    } finally {
      first.child.kill("SIGKILL");
    }
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

    // The killed process flushed nothing on its way out: what is on disk is what was committed.
    const db = new Database(first.dbFile, { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const read = db.prepare("select * from contact_submissions where id = ?");
      for (const { id, sub } of acknowledged)
        expect(read.get(id)).toMatchObject({
          first_name: "Maya",
          last_name: sub.fullName.slice("Maya ".length),
          email: sub.email,
          company: sub.companyName,
          message: sub.description,
          service: sub.service ?? null,
          product_link: sub.productLink ?? null,
          contact_method: sub.contactMethod ?? null,
        });
    } finally {
      db.close();
    }

    // And a server restarted on the same file serves it.
    const second = await startServer(env, { dbFile: first.dbFile });
    try {
      const health = await fetch(`${second.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);
});
