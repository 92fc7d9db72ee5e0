import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

// /healthz proves the database takes a write, and the server recovers without a restart.
const lead = { fullName: "Maya Okafor", email: "maya@northpeak.example", companyName: "Northpeak", description: "Hi" };
const post = (url: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(lead),
  });
const health = async (url: string) => (await fetch(`${url}/healthz`)).status;
const count = (file: string) => {
  const db = new Database(file, { readonly: true });
  const { n } = db.prepare("select count(*) as n from contact_submissions").get() as { n: number };
  db.close();
  return n;
};

let servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
});

describe("health that tells the truth (SQLite)", () => {
  it("a read-only database file: unhealthy and 503, then healthy again once permissions are fixed, no restart", async () => {
    const first = await startServer({ CONTACT_RATE_LIMIT: "0" }, { unprivileged: true });
    expect((await post(first.url)).status).toBe(201);
    await first.stop();
    fs.chmodSync(first.dbFile, 0o444);

    const server = await startServer(
      { DATABASE_URL: first.dbFile, CONTACT_RATE_LIMIT: "0" },
      { unprivileged: true, waitFor: "listening" },
    );
    servers.push(server);
    expect(await health(server.url)).toBe(503);
    expect((await post(server.url)).status).toBe(503);

    fs.chmodSync(first.dbFile, 0o666);
    await expect.poll(() => health(server.url), { timeout: 10_000 }).toBe(200);
    expect((await post(server.url)).status).toBe(201);
    expect(count(first.dbFile)).toBe(2);
  });

  it("a database folder deleted while running: unhealthy, submissions refused, nothing recreated", async () => {
    const server = await startServer({ CONTACT_RATE_LIMIT: "0" });
    servers.push(server);
    expect((await post(server.url)).status).toBe(201);
    expect(await health(server.url)).toBe(200);

    const dir = path.dirname(server.dbFile);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(await health(server.url)).toBe(503);
    for (let i = 0; i < 4; i++) expect((await post(server.url)).status).toBe(503);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("a database file swapped for another while running is not the one written to", async () => {
    const server = await startServer({ CONTACT_RATE_LIMIT: "0" });
    servers.push(server);
    expect((await post(server.url)).status).toBe(201);
    // Restoring a backup: a different file (inode) at the same path.
    const backup = `${server.dbFile}.bak`;
    const source = new Database(server.dbFile, { readonly: true });
    source.exec(`VACUUM INTO '${backup}'`);
    source.close();
    fs.renameSync(backup, server.dbFile);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(server.dbFile + suffix, { force: true });
    // The first write notices the swap; the connection is reopened on the restored file.
    await expect.poll(() => health(server.url), { timeout: 10_000 }).toBe(200);
    expect((await post(server.url)).status).toBe(201);
    expect(count(server.dbFile)).toBe(2);
  });
});
