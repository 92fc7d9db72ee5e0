// Issue #30, item 1: after a restore, the numbers of the leads lost since the backup are handed
// out again, but the lead key is not. A receiver that verifies every delivery and de-duplicates on
// `webhook-id` (`lead_<key>`, as docs/operations.md tells it to) gets three distinct ids for ann,
// bob (lost by the restore) and cy (stored after it, under bob's old number).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDbFile } from "../../scripts/start-server.mjs";
import { LEAD_KEY } from "../support/contacts";
import { repoRoot } from "../support/process";
import { createTempPostgresUrl, testDialects } from "../support/temp-db";
import { startReceiver } from "../support/webhook-receiver";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** PostgreSQL's client tools (pg_dump, pg_restore) from Debian's postgresql package. */
function pgTool(name: string) {
  const base = "/usr/lib/postgresql";
  const version = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, "bin", name)))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`${name} is not installed`);
  return path.join(base, version, "bin", name);
}

const post = async (server: RunningServer, name: string) => {
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: name,
      email: `${name.toLowerCase()}@northpeak.example`,
      companyName: "N",
      description: "Hi",
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

describe.each(testDialects)("a restore on %s", (dialect) => {
  it("reuses a lead number but never a lead key: three leads, three webhook ids", async () => {
    const receiver = await startReceiver(SECRET);
    const pg = dialect === "postgres" ? await createTempPostgresUrl() : null;
    const dbFile = tempDbFile("restore");
    const backup = path.join(path.dirname(dbFile), "backup.db");
    const dump = path.join(path.dirname(dbFile), "backup.dump");
    const env = { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, CONTACT_RATE_LIMIT: "0", LOG_LEVEL: "warn" };
    const start = () => startServer({ ...env, ...(pg ? { DATABASE_URL: pg.url } : {}) }, { dbFile });
    const delivered = (n: number) =>
      expect.poll(() => receiver.received.filter((r) => r.status === 200).length, { timeout: 30_000 }).toBe(n);
    let server = await start();
    try {
      const ann = await post(server, "Ann");
      await delivered(1);

      // The documented backup, taken while the server runs.
      if (pg) execFileSync(pgTool("pg_dump"), ["--format=custom", `--file=${dump}`, pg.url]);
      else
        execFileSync(process.execPath, ["scripts/backup.mjs", backup], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: dbFile },
        });

      const bob = await post(server, "Bob");
      await delivered(2);

      // The documented restore: stop the server, put the backup back, start it.
      expect(await server.stop()).toBe(0);
      if (pg)
        execFileSync(pgTool("pg_restore"), ["--clean", "--if-exists", `--dbname=${pg.url}`, dump], { stdio: "pipe" });
      else {
        for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${dbFile}${suffix}`, { force: true });
        fs.copyFileSync(backup, dbFile);
      }
      server = await start();

      const cy = await post(server, "Cy");
      await delivered(3);
      // The number comes back: that is what a restore does to a counter.
      expect([ann, bob, cy]).toEqual([1, 2, 2]);
    } finally {
      await server.stop();
      await receiver.down();
      await pg?.drop();
    }

    const events = receiver.received.map((r) => ({ ...r, event: JSON.parse(r.body) }));
    expect(events.every((r) => r.verified && r.status === 200)).toBe(true);
    expect(events.map((r) => r.event.data.firstName)).toEqual(["Ann", "Bob", "Cy"]);
    const ids = events.map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    for (const r of events) {
      expect(r.event.data.key).toMatch(LEAD_KEY);
      expect(r.id).toBe(`lead_${r.event.data.key}`);
    }
  }, 180_000);
});
