import { execFile, spawn } from "node:child_process";
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

describe("a backup that cannot finish", () => {
  const leftovers = (dir: string) =>
    fs.readdirSync(dir).filter((name) => name !== "app.db" && !name.startsWith("app.db-"));

  it("times out with one line and leaves no partial file, journal or target behind", async () => {
    const server = await startServer({ CONTACT_RATE_LIMIT: "0" });
    servers.push(server);
    expect(await post(server, 1)).toBe(1);
    const dir = path.dirname(server.dbFile);
    const target = path.join(dir, "backup.db");
    const timedOut = run(process.execPath, [path.join(root, "scripts/backup.mjs"), target, "--timeout=0.001"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: server.dbFile },
    });
    await expect(timedOut).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^Backup of .* not made: it took longer than 0\.001 s \(--timeout\); nothing was written to .*backup\.db\.\n$/,
      ),
    });
    expect(leftovers(dir)).toEqual([]);
  });

  it("interrupted, removes its partial copy; a partial left by a killed run is removed by the next", async () => {
    const server = await startServer({ CONTACT_RATE_LIMIT: "0" });
    servers.push(server);
    expect(await post(server, 1)).toBe(1);
    const dir = path.dirname(server.dbFile);
    // What a run killed with SIGKILL leaves: a hidden partial named after a process that is gone.
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    fs.writeFileSync(path.join(dir, `.backup.db.partial-${gone.pid}`), "half");
    fs.writeFileSync(path.join(dir, `.backup.db.partial-${gone.pid}-journal`), "half");

    const child = spawn(process.execPath, [path.join(root, "scripts/backup.mjs"), path.join(dir, "other.db")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: server.dbFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.kill("SIGTERM");
    const code = await new Promise((resolve) => child.once("exit", (c, signal) => resolve(c ?? signal)));
    // Either the signal came before its handler was set (the default: nothing written yet) or the
    // handler cut the copy with one line; never a file left behind.
    if (code === 1) expect(stderr).toMatch(/not made: interrupted \(SIGTERM\)/);
    else expect(code).toBe("SIGTERM");

    const { stdout } = await run(
      process.execPath,
      [path.join(root, "scripts/backup.mjs"), path.join(dir, "backup.db")],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: server.dbFile },
      },
    );
    expect(stdout).toMatch(/1 submissions, integrity ok/);
    expect(leftovers(dir)).toEqual(["backup.db"]);
  });
});
