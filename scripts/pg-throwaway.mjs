// Starts a throwaway PostgreSQL cluster on a free loopback port (Debian's postgresql package),
// for the test suite. Returns its URL and a stop function; finds nothing → returns null.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBin() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, "bin/pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// runuser lives in /usr/sbin, which a non-login PATH may lack.
const RUNUSER = ["/usr/sbin/runuser", "/sbin/runuser"].find((p) => fs.existsSync(p)) ?? "runuser";

export async function startThrowawayPostgres() {
  const bin = findBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-pg-"));
  // initdb refuses to run as root: run the cluster as the postgres system user.
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    const result = asRoot
      ? spawnSync(RUNUSER, ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${cmd} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
    return result.stdout;
  };
  const port = await freePort();
  run("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      dir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  start();
  const reaper = startReaper(bin, dir, asRoot);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir,
    stop() {
      try {
        run("pg_ctl", ["-D", dir, "-m", "immediate", "stop"]);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
      reaper.stdin?.end();
    },
    /** For outage tests: stop and start the same cluster. */
    pause: () => run("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]),
    resume: start,
  };
}

/**
 * A cluster that never outlives the process that started it: a small detached process holds the
 * other end of a pipe and, when the pipe closes (the starter exited in any way, SIGKILL included,
 * or called stop()), stops the cluster and removes its folder. Detached, so a Ctrl-C that ends the
 * whole terminal group still leaves it the moment it needs to clean up.
 * @param {string} bin
 * @param {string} dir
 * @param {boolean} asRoot
 */
function startReaper(bin, dir, asRoot) {
  const code = `
    const { spawnSync } = require("node:child_process");
    const fs = require("node:fs");
    for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(s, () => {});
    process.stdin.on("data", () => {});
    process.stdin.once("close", () => {
      const [bin, dir, asRoot, runuser] = process.argv.slice(1);
      const ctl = [bin + "/pg_ctl", "-D", dir, "-m", "immediate", "stop"];
      if (fs.existsSync(dir + "/postmaster.pid"))
        asRoot === "1" ? spawnSync(runuser, ["-u", "postgres", "--", ...ctl]) : spawnSync(ctl[0], ctl.slice(1));
      fs.rmSync(dir, { recursive: true, force: true });
    });`;
  const reaper = spawn(process.execPath, ["-e", code, bin, dir, asRoot ? "1" : "0", RUNUSER], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  reaper.unref();
  // The pipe must not keep the starter alive; its close is the signal.
  /** @type {any} */ (reaper.stdin)?.unref?.();
  return reaper;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startThrowawayPostgres();
  if (!pg) {
    console.error("PostgreSQL is not installed (apt-get install postgresql)");
    process.exit(1);
  }
  console.log(pg.url);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      pg.stop();
      process.exit(0);
    });
  }
  setInterval(() => {}, 1 << 30);
}
