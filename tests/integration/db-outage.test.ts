import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startThrowawayPostgres } from "../../scripts/pg-throwaway.mjs";
import { startServer } from "../../scripts/start-server.mjs";

const lead = {
  fullName: "Maya Okafor",
  email: "maya@northpeak.example",
  companyName: "Northpeak",
  description: "Hello",
};
const post = (url: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(lead),
  });
const UNAVAILABLE = "We could not save your message right now. Please try again in a few minutes.";

async function expectDown(url: string) {
  const res = await post(url);
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: UNAVAILABLE });
  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: "unavailable", message: "The database cannot take a write." });
}

async function expectUp(url: string) {
  await expect.poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 15_000 }).toBe(200);
  expect((await post(url)).status).toBe(201);
}

describe("database unavailable", () => {
  it("SQLite: 503 and unhealthy while the file cannot be opened, then recovers by itself", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-outage-"));
    // A plain file where the data folder should be: the database cannot be created.
    const blocker = path.join(dir, "data");
    fs.writeFileSync(blocker, "not a folder");
    const server = await startServer(
      { DATABASE_URL: path.join(blocker, "app.db"), CONTACT_RATE_LIMIT: "0" },
      { waitFor: "listening" },
    );
    try {
      await expectDown(server.url);
      // The public pages still render while the database is away.
      expect((await fetch(`${server.url}/pricing`)).status).toBe(200);
      fs.rmSync(blocker);
      await expectUp(server.url);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // Present where PostgreSQL is installed (CI installs it); `npm test` says which databases it covered.
  const hasPostgres = fs.existsSync("/usr/lib/postgresql") && fs.readdirSync("/usr/lib/postgresql").length > 0;
  if (hasPostgres) {
    it("PostgreSQL: 503 and unhealthy while the server is stopped, then recovers by itself", async () => {
      const pg = await startThrowawayPostgres();
      expect(pg).not.toBeNull();
      const server = await startServer({ DATABASE_URL: pg!.url, CONTACT_RATE_LIMIT: "0" });
      try {
        expect((await post(server.url)).status).toBe(201);
        pg!.pause();
        await expectDown(server.url);
        pg!.resume();
        await expectUp(server.url);
      } finally {
        await server.stop();
        pg!.stop();
      }
    }, 120_000);
  }
});
