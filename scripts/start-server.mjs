// The one harness that starts the production server for tests (tests/integration, tests/e2e) and
// for the scripts in bench/: `node server/index.js` from BUILD_DIR (default build/) with a
// temporary SQLite file. The server listens on port 0 and the harness reads the port the OS gave
// it from its "Vantora listening" log line (server/run.js logs it whatever LOG_LEVEL says), so two
// servers can never race for one port. Types for TypeScript callers: start-server.d.mts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "server/index.js");
const watchdog = path.join(root, "scripts/server-watchdog.mjs");

/** Every process this harness started and that is still running. */
const running = new Set();
/**
 * Tracks a child so it never outlives this process: killed (SIGKILL, as nothing can be awaited
 * any more) when this process exits. A server started with the default command also watches its
 * stdin (scripts/server-watchdog.mjs), which covers the ends no handler sees: SIGKILL, a crash.
 * @param {import("node:child_process").ChildProcess} child
 */
function track(child) {
  running.add(child);
  child.once("exit", () => running.delete(child));
}
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
/** The port in the server's "Vantora listening" log line. */
const LISTENING = /"port":(\d+)[^\n]*Vantora listening/;
/** Output kept for `output()` and `waitForOutput`: the last 4 MB, enough to explain any failure. */
const KEEP_CHARS = 4_000_000;

/** The production build the harness starts (BUILD_DIR, default build/), as an absolute path. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

/** A fresh, empty temporary folder's `app.db` path (the server creates the file). */
export function tempDbFile(tag = "srv") {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), `vantora-${tag}-`)), "app.db");
}

/**
 * Starts the production build. Resolves once the server has logged its port and, with
 * `waitFor: "healthy"` (the default), /healthz has answered 200.
 *
 * @param {Record<string, string>} [env] variables on top of the inherited environment and
 *   NODE_ENV=production, HOST=127.0.0.1, DATABASE_URL=<dbFile>
 * @param {import("./start-server.d.mts").StartOptions} [options]
 * @returns {Promise<import("./start-server.d.mts").RunningServer>}
 */
export async function startServer(env = {}, options = {}) {
  const { waitFor = "healthy", unprivileged = false, startTimeoutMs = 90_000 } = options;
  if (!fs.existsSync(path.join(buildDir, "server/index.js")))
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` (with the same BUILD_DIR) first`);
  const dbFile = options.dbFile ?? tempDbFile();
  const asNobody = unprivileged && process.getuid?.() === 0;
  if (asNobody) fs.chmodSync(path.dirname(dbFile), 0o777);

  let log = "";
  /** @type {Set<{ pattern: RegExp; resolve: () => void }>} */
  const waiters = new Set();
  const [command, ...args] = options.command ?? [process.execPath, "--import", watchdog, entry];
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      DATABASE_URL: dbFile,
      NODE_ENV: "production",
      ...env,
      PORT: String(options.port ?? 0),
    },
    // stdin: a pipe only this process holds (see scripts/server-watchdog.mjs).
    stdio: ["pipe", "pipe", "pipe"],
    ...(asNobody ? { uid: 65534, gid: 65534 } : {}),
  });
  track(child);
  /** @type {Promise<{ code: number | null; signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const append = (/** @type {Buffer | string} */ chunk) => {
    log += chunk;
    if (log.length > KEEP_CHARS) log = log.slice(-KEEP_CHARS / 2);
    for (const waiter of waiters)
      if (waiter.pattern.test(log)) {
        waiters.delete(waiter);
        waiter.resolve();
      }
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);

  // A margin for a loaded machine: the wait ends at the log line, not at the margin.
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not log its port within ${startTimeoutMs} ms:\n${log}`));
    }, startTimeoutMs);
    const onData = () => {
      const match = LISTENING.exec(log);
      if (!match) return;
      done();
      resolve(Number(match[1]));
    };
    const onExit = (/** @type {number | null} */ code, /** @type {string | null} */ signal) => {
      done();
      reject(new Error(`server exited during start (${code ?? signal}):\n${log}`));
    };
    const done = () => {
      clearTimeout(timer);
      child.stdout.off("data", onData);
      child.off("exit", onExit);
    };
    child.stdout.on("data", onData);
    child.once("exit", onExit);
  });
  const url = `http://127.0.0.1:${port}`;
  if (waitFor === "healthy") {
    const res = await fetch(`${url}/healthz`);
    if (!res.ok) {
      child.kill("SIGKILL");
      throw new Error(`server is not healthy (${res.status}):\n${log}`);
    }
  }

  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    dbFile,
    child,
    exited,
    alive,
    output: () => log,
    waitForOutput: (pattern) =>
      new Promise((resolve) => {
        if (pattern.test(log)) return resolve();
        waiters.add({ pattern, resolve });
      }),
    async stop(signal = "SIGTERM", timeoutMs = 30_000) {
      if (alive()) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const { code } = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * Starts the production build with `env` and waits for it to exit (a refused configuration).
 * @param {Record<string, string>} env
 * @param {number} [timeoutMs] killed after this long (it was meant to stop by itself)
 * @param {string} [cwd] the working directory (default: the checkout), where a `.env` is read
 */
export async function startServerExpectingRefusal(env, timeoutMs = 60_000, cwd = root) {
  const child = spawn(process.execPath, ["--import", watchdog, entry], {
    cwd,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: tempDbFile(),
      ...env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  track(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  /** @type {number | null} */
  const code = await new Promise((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
