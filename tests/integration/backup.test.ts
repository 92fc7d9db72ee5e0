import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDbFile } from "../../scripts/start-server.mjs";

// `npm run db:backup` while the site takes submissions, then the README's restore: a fresh server
// started on the copy.
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const post = async (server: RunningServer, n: number) => {
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Maya Okafor",
      email: `maya${n}@northpeak.example`,
      companyName: "N",
      description: "Hi",
    }),
  });
  return res.status === 201 ? ((await res.json()) as { id: number }).id : null;
};

describe("online backup and restore (SQLite)", () => {
  it("copies every acknowledged submission while posts keep arriving, and a server restored from it runs", async () => {
    const live = await startServer({ CONTACT_RATE_LIMIT: "0" });
    servers.push(live);
    const acknowledged: number[] = [];
    let stop = false;
    let n = 0;
    // Four clients post one after another until told to stop.
    const clients = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const id = await post(live, n++);
        if (id !== null) acknowledged.push(id);
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);

    const backupFile = path.join(path.dirname(tempDbFile("backup")), "backup.db");
    const before = [...acknowledged];
    const { stdout } = await run(process.execPath, [path.join(root, "scripts/backup.mjs"), backupFile], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: live.dbFile },
    });
    stop = true;
    await Promise.all(clients);
    expect(stdout).toMatch(/integrity ok/);

    const copy = new Database(backupFile, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const ids = new Set(
      (copy.prepare("select id from contact_submissions").all() as { id: number }[]).map((r) => r.id),
    );
    copy.close();
    // Every submission acknowledged before the backup started is in it.
    for (const id of before) expect(ids.has(id), `id ${id}`).toBe(true);

    // Restore: stop, replace, start — a fresh server on the copy serves and takes new leads.
    const restoredFile = path.join(path.dirname(tempDbFile("restored")), "app.db");
    fs.copyFileSync(backupFile, restoredFile);
    const restored = await startServer({ DATABASE_URL: restoredFile, CONTACT_RATE_LIMIT: "0" });
    servers.push(restored);
    expect((await fetch(`${restored.url}/healthz`)).status).toBe(200);
    const next = await post(restored, 10_000);
    expect(next).toBe(Math.max(...ids) + 1);
  }, 120_000);

  it("refuses to overwrite a file, and points PostgreSQL users to pg_dump", async () => {
    const existing = tempDbFile("exists");
    fs.writeFileSync(existing, "");
    const overwrite = run(process.execPath, [path.join(root, "scripts/backup.mjs"), existing], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: existing },
    });
    await expect(overwrite).rejects.toMatchObject({ stderr: expect.stringMatching(/exists already/) });
    const postgres = run(process.execPath, [path.join(root, "scripts/backup.mjs"), `${existing}.copy`], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "postgres://localhost/vantora" },
    });
    await expect(postgres).rejects.toMatchObject({ stderr: expect.stringMatching(/pg_dump/) });
  });
});
