// A process that always ends: the server exits after SHUTDOWN_TIMEOUT whatever still hangs, and
// what a harness starts (a server, a throwaway PostgreSQL) ends with the harness, however the
// harness ends — SIGKILL included, which no exit handler sees.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { startServer } from "../../scripts/start-server.mjs";
import { repoRoot } from "../support/process";

/** Whether `pid` still runs (a zombie nobody reaped yet counts as ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/**
 * Resolves when `check` holds; rejects with `what` after `limitMs`. The processes watched are not
 * this test's children (no exit event reaches it), so Vitest's `vi.waitFor` polls /proc for them.
 */
const until = (check: () => boolean, what: string, limitMs = 30_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting after ${limitMs} ms: ${what}`);
    },
    { timeout: limitMs, interval: 50 },
  );

/** Runs `code` as a harness (an ES module in the repo root); resolves with its first output line. */
function harness(code: string) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve(out.split("\n")[0]!);
    });
    child.once("exit", (code) => reject(new Error(`harness exited (${code}) before reporting: ${out}`)));
  });
  return { child, firstLine };
}

describe("the server after SHUTDOWN_TIMEOUT", () => {
  it("exits 1 with one line naming the request it cut, when a request hangs", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT: "1000", LOG_LEVEL: "info" });
    // A contact post whose body never finishes: the server waits for the rest.
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      "POST /api/contact?from=test HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
    );
    socket.on("error", () => {});
    // Requests on one event loop are taken in order: once /healthz has answered, the hung post is in.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));

    expect(await server.stop("SIGTERM", 30_000)).toBe(1);
    await closed;
    const lines = server.output().split("\n");
    const cut = lines.filter((line) => line.includes("shutdown timeout reached"));
    expect(cut).toHaveLength(1);
    expect(JSON.parse(cut[0]!)).toMatchObject({
      level: 50,
      timeoutMs: 1000,
      requests: ["POST /api/contact"],
      msg: "shutdown timeout reached after 1000 ms: cut 1 in-flight request(s) (POST /api/contact)",
    });
    expect(server.output()).not.toContain("shutdown complete");
  });

  it("still exits 0 with nothing cut when every request finishes in time", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT: "5000", LOG_LEVEL: "info" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop("SIGTERM", 30_000)).toBe(0);
    expect(server.output()).toContain('"msg":"shutdown complete"');
    expect(server.output()).not.toContain("shutdown timeout reached");
  });
});

describe("a harness's children end with the harness", () => {
  const startsServer = `
    import { startServer } from "./scripts/start-server.mjs";
    const server = await startServer({ LOG_LEVEL: "warn" });
    console.log(server.child.pid);`;

  it("a server outlives no harness killed with SIGKILL (a Vitest worker torn down after a timeout)", async () => {
    const { child, firstLine } = harness(`${startsServer}\nsetInterval(() => {}, 1 << 30);`);
    const serverPid = Number(await firstLine);
    expect(running(serverPid)).toBe(true);
    child.kill("SIGKILL");
    await until(() => !running(serverPid), `server ${serverPid} to end after its harness was killed`);
  });

  it("a server outlives no harness that exits without stopping it", async () => {
    const { child, firstLine } = harness(`${startsServer}\nsetTimeout(() => process.exit(0), 10);`);
    const serverPid = Number(await firstLine);
    await new Promise((resolve) => child.once("exit", resolve));
    await until(() => !running(serverPid), `server ${serverPid} to end after its harness exited`);
  });

  it.runIf(fs.existsSync("/usr/lib/postgresql"))(
    "a throwaway PostgreSQL outlives no harness killed with SIGKILL (an interrupted npm test or .ci/run)",
    async () => {
      const { child, firstLine } = harness(`
        import fs from "node:fs";
        import { startThrowawayPostgres } from "./scripts/pg-throwaway.mjs";
        const pg = await startThrowawayPostgres();
        const pid = fs.readFileSync(pg.dir + "/postmaster.pid", "utf8").split("\\n")[0];
        console.log(JSON.stringify({ dir: pg.dir, pid: Number(pid) }));
        setInterval(() => {}, 1 << 30);`);
      const { dir, pid } = JSON.parse(await firstLine) as { dir: string; pid: number };
      expect(running(pid)).toBe(true);
      child.kill("SIGKILL");
      await until(() => !running(pid) && !fs.existsSync(dir), `PostgreSQL ${pid} to stop and ${dir} to go`);
      expect(fs.existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
    },
  );
});
